import { afterAll, expect, it } from '@jest/globals';
import { MongoClient } from 'mongodb';
import { describeDocumentStoreContract } from '../src/documents/document-store.contract';
import { MongoDocumentStore } from '../src/documents/mongo-document-store';
import { describeWith, locatedInfrastructure } from '@downbeat/testing';
import { uniqueRunName } from './run-name';

const mongo = { url: locatedInfrastructure().mongodb?.url ?? '' };
const database = uniqueRunName('platform_it');

describeWith(['mongodb'], 'MongoDocumentStore against a real server', () => {
  afterAll(async () => {
    const client = await MongoClient.connect(mongo.url, { serverSelectionTimeoutMS: 2_000 });
    await client.db(database).dropDatabase();
    await client.close();
  });

  describeDocumentStoreContract('mongodb', async () => {
    const store = new MongoDocumentStore({ url: mongo.url, database });
    await store.start();
    return store;
  });

  it('fails fast as unavailable when the server cannot be reached', async () => {
    const store = new MongoDocumentStore({ url: 'mongodb://127.0.0.1:1', database, serverSelectionTimeoutMS: 500 });
    const started = Date.now();
    await expect(store.start()).rejects.toMatchObject({ kind: 'unavailable' });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await store.isHealthy()).toBe(false);
  });
});
