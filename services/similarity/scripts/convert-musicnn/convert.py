"""Converts musicnn's trained TensorFlow checkpoints (PyPI package `musicnn`, ISC) to ONNX, and
writes the reference outputs the TypeScript front end and ONNX session are tested against.

  python convert.py <models-dir> <fixture.wav> <reference-dir>

For each model in MODELS:
  1. builds musicnn's own graph (musicnn.models.define_model) for inference (is_training=False),
     restores the checkpoint that ships inside the package and freezes it;
  2. converts it with tf2onnx (opset 13): input `mel` [batch, 187, 96] (log-mel patches), outputs
     `tags` [batch, 50] (sigmoid probabilities) and `embedding` [batch, 200] (the penultimate
     dense layer after its batch norm, musicnn's `penultimate` feature);
  3. checks ONNX Runtime against TensorFlow on the fixture's patches;
  4. writes `<model>.onnx`, and for the fixture: its log-mel spectrogram (musicnn's own
     `batch_data`, i.e. librosa), and TensorFlow's tags and embedding per patch — after checking
     that these tags are the taggram musicnn's `extractor()` gives its users. (The extractor's
     features are not used: from the second patch on it returns the first patch's penultimate,
     mean-pool and max-pool features again — its loop unpacks them into other names.)

Reference files (little-endian float32, row-major, shapes in reference.json):
  <reference-dir>/musicnn-mel.f32          the fixture's log-mel spectrogram, frames x 96
  <reference-dir>/musicnn-reference.json   per model: tags and embedding per patch; checks
"""
import hashlib
import json
import os
import sys

# One thread, deterministic.
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
os.environ.setdefault("CUDA_VISIBLE_DEVICES", "")

import numpy as np  # noqa: E402
import onnxruntime as ort  # noqa: E402
import tensorflow as tf  # noqa: E402
import tf2onnx  # noqa: E402
from musicnn import configuration as config  # noqa: E402
from musicnn import extractor as musicnn_extractor  # noqa: E402
from musicnn import models as musicnn_models  # noqa: E402

MODELS = ["MSD_musicnn", "MTT_musicnn"]
PATCH_FRAMES = 187
OPSET = 13
# ONNX Runtime must reproduce TensorFlow on the same input to this (absolute, on tags and embedding).
MAX_ONNX_DIFFERENCE = 1e-4


def checkpoint_dir(model):
    return os.path.join(os.path.dirname(musicnn_models.__file__), model) + "/"


def frozen_graph(model):
    """musicnn's graph for inference, variables folded into constants, named inputs and outputs."""
    graph = tf.Graph()
    with graph.as_default():
        with tf.name_scope("model"):
            mel = tf.compat.v1.placeholder(tf.float32, [None, PATCH_FRAMES, config.N_MELS], name="mel")
            # A Python False (not a placeholder) drops the training branches of batch norm and dropout.
            logits, *_features, penultimate = musicnn_models.define_model(mel, False, model, 50)
        tf.identity(tf.nn.sigmoid(logits), name="tags")
        tf.identity(penultimate, name="embedding")
        session = tf.compat.v1.Session(graph=graph)
        tf.compat.v1.train.Saver().restore(session, checkpoint_dir(model))
        graph_def = tf.compat.v1.graph_util.convert_variables_to_constants(
            session, graph.as_graph_def(), ["tags", "embedding"]
        )
    return graph_def, session, graph


def to_onnx(graph_def, path):
    model_proto, _ = tf2onnx.convert.from_graph_def(
        graph_def,
        input_names=["model/mel:0"],
        output_names=["tags:0", "embedding:0"],
        opset=OPSET,
    )
    # Plain names for the Node side.
    renames = {"model/mel:0": "mel", "tags:0": "tags", "embedding:0": "embedding"}
    for value in list(model_proto.graph.input) + list(model_proto.graph.output):
        value.name = renames.get(value.name, value.name)
    for node in model_proto.graph.node:
        node.input[:] = [renames.get(name, name) for name in node.input]
        node.output[:] = [renames.get(name, name) for name in node.output]
    model_proto.graph.input[0].type.tensor_type.shape.dim[0].dim_param = "batch"
    for output in model_proto.graph.output:
        output.type.tensor_type.shape.dim[0].dim_param = "batch"
    model_proto.producer_name = "downbeat convert-musicnn (tf2onnx %s)" % tf2onnx.__version__
    with open(path, "wb") as handle:
        handle.write(model_proto.SerializeToString())


def sha256(path):
    with open(path, "rb") as handle:
        return hashlib.sha256(handle.read()).hexdigest()


def main(models_dir, fixture, reference_dir):
    os.makedirs(models_dir, exist_ok=True)
    os.makedirs(reference_dir, exist_ok=True)
    # musicnn's own front end, exactly as its extractor calls it (non-overlapping 187-frame patches).
    patches, mel = musicnn_extractor.batch_data(fixture, PATCH_FRAMES, PATCH_FRAMES)
    mel = mel.astype(np.float32)
    mel.tofile(os.path.join(reference_dir, "musicnn-mel.f32"))
    reference = {
        "fixture": os.path.basename(fixture),
        "sampleRate": config.SR,
        "melFrames": int(mel.shape[0]),
        "melBands": int(mel.shape[1]),
        "patchFrames": PATCH_FRAMES,
        "versions": {
            "tensorflow": tf.__version__,
            "tf2onnx": tf2onnx.__version__,
            "onnxruntime": ort.__version__,
            "numpy": np.__version__,
            "librosa": __import__("librosa").__version__,
            "musicnn": "0.1.0",
        },
        "models": {},
    }
    for model in MODELS:
        graph_def, session, graph = frozen_graph(model)
        tf_tags, tf_embedding = session.run(
            [graph.get_tensor_by_name("tags:0"), graph.get_tensor_by_name("embedding:0")],
            {graph.get_tensor_by_name("model/mel:0"): patches},
        )
        session.close()
        path = os.path.join(models_dir, model + ".onnx")
        to_onnx(graph_def, path)
        options = ort.SessionOptions()
        options.intra_op_num_threads = 1
        onnx_session = ort.InferenceSession(path, options, providers=["CPUExecutionProvider"])
        onnx_tags, onnx_embedding = onnx_session.run(["tags", "embedding"], {"mel": patches.astype(np.float32)})
        difference = max(np.abs(onnx_tags - tf_tags).max(), np.abs(onnx_embedding - tf_embedding).max())
        if difference > MAX_ONNX_DIFFERENCE:
            sys.exit("%s: ONNX Runtime differs from TensorFlow by %g" % (model, difference))
        # The frozen graph is musicnn as its users call it: the extractor's taggram (3 s patches).
        taggram, labels = musicnn_extractor.extractor(fixture, model=model, extract_features=False)
        if np.abs(taggram - tf_tags).max() > 1e-6:
            sys.exit("%s: the frozen graph's tags differ from musicnn's extractor" % model)
        reference["models"][model] = {
            "onnx": os.path.basename(path),
            "sha256": sha256(path),
            "tagNames": list(labels),
            "tags": tf_tags.astype(np.float32).tolist(),
            "embedding": tf_embedding.astype(np.float32).tolist(),
            "onnxVsTensorflow": float(difference),
        }
        print("%s: %s (%d bytes), ONNX vs TensorFlow %.2g" % (model, path, os.path.getsize(path), difference))
    with open(os.path.join(reference_dir, "musicnn-reference.json"), "w") as handle:
        json.dump(reference, handle, indent=1)
        handle.write("\n")


if __name__ == "__main__":
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    main(*sys.argv[1:])
