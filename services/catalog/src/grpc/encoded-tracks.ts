import type { catalog } from '@downbeat/contracts';

/**
 * Protobuf encoding of the track-carrying responses with each track encoded once per track
 * object. The domain hands out the same frozen Track object until the read model changes
 * (TrackViews.render), so its bytes are cached against the object; a response is its tracks'
 * cached bytes followed by the rest of the message encoded as usual. Protobuf decoders accept
 * fields in any order, so the bytes decode to exactly the message the plain serializer writes.
 */

type Serialize<T> = (value: T) => Buffer;
interface ResponseSerializers {
  ListTracks: { responseSerialize: Serialize<catalog.ListTracksResponse> };
  BatchGetTracks: { responseSerialize: Serialize<catalog.BatchGetTracksResponse> };
  GetTrack: { responseSerialize: Serialize<catalog.GetTrackResponse> };
  ListCollections: { responseSerialize: Serialize<catalog.ListCollectionsResponse> };
  GetCollection: { responseSerialize: Serialize<catalog.GetCollectionResponse> };
}

/** Field numbers in catalog.proto (a test checks them against the plain serializer). */
const FIELD = { responseTracks: 1, responseCollections: 1, singleMessage: 1, collectionTracks: 3 } as const;

/** The service definition with the track-carrying responses encoded through the cache. */
export function withEncodedTracks<Definition extends ResponseSerializers>(definition: Definition): Definition {
  const plain = {
    listTracks: definition.ListTracks.responseSerialize,
    batchGetTracks: definition.BatchGetTracks.responseSerialize,
    getTrack: definition.GetTrack.responseSerialize,
    listCollections: definition.ListCollections.responseSerialize,
    getCollection: definition.GetCollection.responseSerialize,
  };
  const encodings = new WeakMap<object, Map<number, Buffer>>();
  /** A track as a length-delimited field; GetTrackResponse{track} is exactly the track as field 1. */
  const encodeTrack = (field: number, track: catalog.Track): Buffer => {
    let byField = encodings.get(track);
    let bytes = byField?.get(field);
    if (bytes) return bytes;
    const asField1 = byField?.get(FIELD.singleMessage) ?? plain.getTrack({ track });
    bytes = field === FIELD.singleMessage ? asField1 : lengthDelimited(field, withoutFieldHeader(asField1));
    // Only the domain's shared renderings are frozen, and only they are worth keeping.
    if (Object.isFrozen(track)) {
      byField ??= new Map();
      byField.set(FIELD.singleMessage, asField1).set(field, bytes);
      encodings.set(track, byField);
    }
    return bytes;
  };
  const tracksAs = (field: number, tracks: catalog.Track[] | undefined) =>
    (tracks ?? []).map((track) => encodeTrack(field, track));
  const encodeCollection = (collection: catalog.Collection): Buffer =>
    Buffer.concat([
      withoutFieldHeader(plain.getCollection({ collection: { ...collection, tracks: [] } })),
      ...tracksAs(FIELD.collectionTracks, collection.tracks),
    ]);

  const serializers: { [Method in keyof ResponseSerializers]: ResponseSerializers[Method]['responseSerialize'] } = {
    ListTracks: (response) =>
      Buffer.concat([
        ...tracksAs(FIELD.responseTracks, response.tracks),
        plain.listTracks({ ...response, tracks: [] }),
      ]),
    BatchGetTracks: (response) =>
      Buffer.concat([
        ...tracksAs(FIELD.responseTracks, response.tracks),
        plain.batchGetTracks({ ...response, tracks: [] }),
      ]),
    GetTrack: (response) =>
      response.track ? encodeTrack(FIELD.singleMessage, response.track) : plain.getTrack(response),
    ListCollections: (response) =>
      Buffer.concat([
        ...(response.collections ?? []).map((collection) =>
          lengthDelimited(FIELD.responseCollections, encodeCollection(collection)),
        ),
        plain.listCollections({ ...response, collections: [] }),
      ]),
    GetCollection: (response) =>
      response.collection
        ? lengthDelimited(FIELD.singleMessage, encodeCollection(response.collection))
        : plain.getCollection(response),
  };
  const replaced = { ...definition };
  for (const method of Object.keys(serializers) as (keyof ResponseSerializers)[]) {
    replaced[method] = { ...definition[method], responseSerialize: serializers[method] } as Definition[typeof method];
  }
  return replaced;
}

/** A length-delimited field: tag, length, bytes. */
function lengthDelimited(field: number, bytes: Buffer): Buffer {
  return Buffer.concat([varint((field << 3) | 2), varint(bytes.length), bytes]);
}

/** The payload of a message holding exactly one length-delimited field (a single-field wrapper). */
function withoutFieldHeader(message: Buffer): Buffer {
  let at = skipVarint(message, 0);
  at = skipVarint(message, at);
  return message.subarray(at);
}

function skipVarint(bytes: Buffer, at: number): number {
  while (bytes[at]! & 0x80) at += 1;
  return at + 1;
}

function varint(value: number): Buffer {
  const bytes: number[] = [];
  let rest = value >>> 0;
  while (rest > 0x7f) {
    bytes.push((rest & 0x7f) | 0x80);
    rest >>>= 7;
  }
  bytes.push(rest);
  return Buffer.from(bytes);
}
