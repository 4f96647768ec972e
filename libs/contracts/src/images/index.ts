export {
  IMAGE_SIZE_KEYS,
  IMAGE_SIZES,
  IMAGE_WIDTHS,
  imageKey,
  imageKeys,
  isImageId,
  parseImageKey,
  type ImageKeySet,
  type ImageSizeKey,
} from './image-keys';
export {
  COVER_ART_VERSION,
  COVER_MOTIFS,
  COVER_PALETTES,
  COVER_SUBJECT_KINDS,
  COVER_VARIANTS,
  coverDesign,
  coverImageId,
  parseCoverImageId,
  type CoverDesign,
  type CoverMotif,
  type CoverPalette,
  type CoverSubject,
  type CoverSubjectKind,
} from './cover-art';
export * from './waveforms';
