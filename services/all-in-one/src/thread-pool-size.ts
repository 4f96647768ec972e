// Imported first by main.ts, before anything can touch libuv's thread pool (sized on first use).
// Seven services share this process and that pool — file I/O, scrypt, zlib, sharp — where each
// would have four threads of its own in its own process; eight keeps one service's burst of
// credential checks or blob writes from queueing every other service's file I/O behind it.
process.env.UV_THREADPOOL_SIZE ??= '8';
