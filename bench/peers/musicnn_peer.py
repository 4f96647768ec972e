"""musicnn itself (librosa + TensorFlow) as the peer of bench:embeddings. Evaluation only.

  python musicnn_peer.py <model> <audio-file>...     one JSON line per file

For each file: musicnn's own front end (`batch_data`: librosa.load at 16 kHz, log-mel, patches of
187 frames end to end) and its TensorFlow graph (the checkpoint in the package, built as
`extractor()` builds it), on one thread. Prints the tags and the penultimate embedding of every
patch (`extractor()`'s own features repeat the first patch's, so the graph is run here) and the
CPU seconds of this file's front end and inference — the model is loaded once, before the clock.
Runs in the virtualenv of services/similarity/scripts/convert-musicnn (MUSICNN_VENV).
"""
import json
import os
import sys
import time

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")
os.environ.setdefault("CUDA_VISIBLE_DEVICES", "")
for name in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS", "NUMBA_NUM_THREADS"):
    os.environ[name] = "1"

import numpy as np  # noqa: E402
import tensorflow as tf  # noqa: E402
from musicnn import configuration as config  # noqa: E402
from musicnn import extractor as musicnn_extractor  # noqa: E402
from musicnn import models as musicnn_models  # noqa: E402

PATCH_FRAMES = 187


def load(model):
    graph = tf.Graph()
    with graph.as_default():
        with tf.name_scope("model"):
            mel = tf.compat.v1.placeholder(tf.float32, [None, PATCH_FRAMES, config.N_MELS])
            is_training = tf.compat.v1.placeholder(tf.bool)
            outputs = musicnn_models.define_model(mel, is_training, model, 50)
            tags = tf.nn.sigmoid(outputs[0])
            penultimate = outputs[-1]
        one_thread = tf.compat.v1.ConfigProto(intra_op_parallelism_threads=1, inter_op_parallelism_threads=1)
        session = tf.compat.v1.Session(graph=graph, config=one_thread)
        tf.compat.v1.train.Saver().restore(session, os.path.dirname(musicnn_models.__file__) + "/" + model + "/")
    return lambda patches: session.run([tags, penultimate], {mel: patches, is_training: False})


def main(model, files):
    run = load(model)
    run(np.zeros((1, PATCH_FRAMES, config.N_MELS), dtype=np.float32))
    for path in files:
        started = time.process_time()
        patches, _ = musicnn_extractor.batch_data(path, PATCH_FRAMES, PATCH_FRAMES)
        tags, embedding = run(patches)
        cpu = time.process_time() - started
        line = {
            "file": path,
            "model": model,
            "cpuSeconds": cpu,
            "tags": np.round(tags, 6).tolist(),
            "embedding": np.round(embedding, 5).tolist(),
        }
        print(json.dumps(line), flush=True)


if __name__ == "__main__":
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2:])
