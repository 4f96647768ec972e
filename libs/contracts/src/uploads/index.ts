export * from './upload-rules';
