"""Runs `stemma` through PySpark's RDD.pipe in local mode and checks it against a direct run.

The README's "Beyond one machine" recipe, run for real: the corpus is split into several
partitions, each partition is piped through one `stemma` process, and the collected output
must equal, line for line, what one `stemma` process writes for the whole file. Started by
scripts/spark-pipe.sh, which installs Java and pyspark and builds stemma first.

What holds, and what the checks here rely on (PySpark 3.5, rdd.py `pipe`):
- `sc.textFile` ends a record at "\\n", "\\r\\n" or a lone "\\r" (Hadoop's LineRecordReader);
  stemma ends a line at "\\n" and drops one "\\r" before it. So empty lines, CRLF lines and a
  final line with or without "\\n" align; a lone "\\r" inside a line does NOT (textFile makes
  two records of it). The generated corpus has every case but the lone "\\r"; for input that
  may hold one, use `sc.parallelize(data.split("\\n"))`, as the third job here does.
- A file ending in "\\n" gives no extra empty record (neither in textFile nor in stemma); one
  ending in "\\n\\n" gives one empty last line in both. The corpus ends with an empty line.
- `pipe` writes each element plus "\\n" (after stripping trailing "\\n"s), reads the output
  a "\\n" at a time, and runs the command with shlex.split, no shell, and an EMPTY
  environment unless `env` is given: the command needs an absolute path.
- `pipe` ignores the command's exit status unless `checkCode=True`; a stemma that fails half
  way would silently shorten its partition. The jobs here pass `checkCode=True`.
- Python's str.splitlines also breaks at U+2028, U+0085, \\v, \\f and more; none of these end
  a line for stemma or textFile (the corpus has them), so this script splits on "\\n" only.

Exit status: 0 when every job matches; 1 on the first mismatch (printed), when a broken pipe
in the self-test is not caught, or on an error such as a failed direct run; 2 on bad arguments.
"""

import argparse
import os
import random
import shlex
import shutil
import subprocess
import sys
import time

# Pieces the generated corpus draws from: several scripts, folding cases, punctuation.
WORDS = (
  "show my favorite mountain photos from 2019 animals dogs dog's ＤＯＧ mice went children "
  "playing in the snow Road-Trip ROAD TRIP Müller Straße café Cœur İstanbul ёлка 東京タワー "
  "カメラ ｶﾒﾗ สวัสดีครับ 🐶 puppies the quick brown fox jumps over lazy running runner runs ran "
  "universe university geese feet better was were is leaves ﬁnancial naïve e\u0301te\u0301 "
  "Ελληνικά αλεπού Москва кошки العربية מזל नमस्ते 한국어 사진 北京 旅行 👩\u200d👩\u200d👧 "
  "3.14 1,000 http://example.com/a?b=c user@example.com #hashtag @mention O'Neill don't "
  "Straßenbahn ISTANBUL ǅemal ﬀ ＡＢＣ Ⅻ ½ x² ﬂower résumé"
).split(" ")
PUNCTUATION = ["...", "—", "!!!", "¿?", "«»", "()", "-", "•", "、。", "'\"", "#", "@", "%"]
# Not line ends for stemma or textFile, though Python's splitlines treats them as such.
ODD_SEPARATORS = ["\u2028", "\u2029", "\u0085", "\u000b", "\u000c", "\u001c"]
BLANKS = [" ", "\t", "  \t ", "\u00a0", "\u3000"]


def corpus_lines(count, seed):
  """Lines of a varied corpus, without line ends; the first and the last are empty."""
  generator = random.Random(seed)
  lines = [""]
  while len(lines) < count - 1:
    roll = generator.random()
    if roll < 0.12:
      lines.extend([""] * generator.randint(1, 3))
    elif roll < 0.18:
      lines.append(" ".join(generator.choices(PUNCTUATION, k=generator.randint(1, 4))))
    elif roll < 0.21:
      lines.append(generator.choice(BLANKS))
    elif roll < 0.24:
      words = generator.choices(WORDS, k=generator.randint(2, 6))
      lines.append(generator.choice(ODD_SEPARATORS).join(words))
    elif roll < 0.2405:
      lines.append(" ".join(generator.choices(WORDS, k=3000)))  # a long line
    else:
      lines.append(" ".join(generator.choices(WORDS, k=generator.randint(1, 12))))
  lines = lines[: count - 1]
  lines.append("")
  return lines


def write_corpus(path, lines, seed):
  """Writes `lines`, ending about one line in ten with "\\r\\n" and the file with "\\n"."""
  generator = random.Random(seed + 1)
  with open(path, "w", encoding="utf-8", newline="") as file:
    for line in lines:
      file.write(line + ("\r\n" if line and generator.random() < 0.1 else "\n"))


def split_lines(data):
  """Lines as stemma reads them: ends at "\\n", one "\\r" before it dropped."""
  lines = data.split("\n")
  if lines and lines[-1] == "":
    lines.pop()
  return [line[:-1] if line.endswith("\r") else line for line in lines]


def first_difference(expected, actual):
  """The index of the first line where `actual` differs from `expected`, or None."""
  for index, (left, right) in enumerate(zip(expected, actual)):
    if left != right:
      return index
  if len(expected) != len(actual):
    return min(len(expected), len(actual))
  return None


def describe_difference(name, index, inputs, expected, actual, partition_sizes):
  """A message naming the first differing line, its partition, and both outputs."""
  partition, start = 0, 0
  while partition < len(partition_sizes) and start + partition_sizes[partition] <= index:
    start += partition_sizes[partition]
    partition += 1

  def show(lines):
    return repr(lines[index][:200]) if index < len(lines) else "(no line)"

  return (
    f"MISMATCH in {name}: {len(actual)} lines through the pipe, {len(expected)} direct; "
    f"first difference at line {index + 1} (partition {partition}, its line "
    f"{index - start + 1}):\n  input:  {show(inputs)}\n  direct: {show(expected)}\n"
    f"  pipe:   {show(actual)}"
  )


def run_direct(arguments, corpus):
  """The lines one stemma process writes for the whole corpus."""
  with open(corpus, "rb") as input_file:
    result = subprocess.run(arguments, stdin=input_file, capture_output=True, check=False)
  if result.returncode != 0:
    sys.exit(f"direct run failed ({result.returncode}): {shlex.join(arguments)}\n"
             f"{result.stderr.decode(errors='replace')}")
  return split_lines(result.stdout.decode("utf-8"))


def pipe_job(rdd, command):
  """The collected output of `rdd` piped through `command`, with the input's partition sizes."""
  sizes = rdd.glom().map(len).collect()
  return rdd.pipe(command, checkCode=True).collect(), sizes


def main():
  parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
  parser.add_argument("--stemma", required=True, help="the stemma binary")
  parser.add_argument("--corpus", help="a UTF-8 text file (default: a generated corpus)")
  parser.add_argument("--lines", type=int, default=6000, help="generated corpus size")
  parser.add_argument("--partitions", type=int, default=6, help="textFile's minPartitions")
  parser.add_argument("--work", default=".spark", help="scratch folder")
  parser.add_argument(
    "--cmd", help="pipe through this command instead of stemma (checks the checker); "
    "{stemma} is the binary's absolute path; compared with the direct stem run")
  parser.add_argument("--no-self-test", action="store_true",
                      help="skip checking that broken pipes are caught")
  options = parser.parse_args()

  stemma = os.path.abspath(options.stemma)
  if not os.access(stemma, os.X_OK):
    parser.error(f"not an executable: {stemma}")
  os.makedirs(options.work, exist_ok=True)
  corpus = options.corpus
  if corpus is None:
    corpus = os.path.join(options.work, "corpus.txt")
    write_corpus(corpus, corpus_lines(options.lines, seed=22), seed=22)
  corpus = os.path.abspath(corpus)
  with open(corpus, encoding="utf-8", newline="") as file:
    inputs = split_lines(file.read())
  if "\r" in "\n".join(inputs) and not options.corpus:
    sys.exit("the generated corpus holds a lone CR, which textFile splits (see the docstring)")

  stem = [stemma, "normalize", "-l", "en", "--mode", "stem"]
  lemma = [stemma, "normalize", "-l", "en", "--mode", "lemma"]
  started = time.monotonic()
  direct = {"stem": run_direct(stem, corpus), "lemma": run_direct(lemma, corpus)}
  for name, lines in direct.items():
    if len(lines) != len(inputs):
      sys.exit(f"direct {name} run wrote {len(lines)} lines for {len(inputs)}")
  if sum(1 for line in direct["stem"] if line) < len(inputs) // 2:
    sys.exit("the direct stem run wrote mostly empty lines; the corpus or stemma is broken")
  print(f"direct runs: {time.monotonic() - started:.1f} s", file=sys.stderr)

  # Quiet Spark: errors only (a log4j2.properties in SPARK_CONF_DIR, which the launcher puts
  # on the class path), no UI or progress bar, no hostname warning; workers use this Python.
  conf_dir = os.path.abspath(os.path.join(options.work, "conf"))
  os.makedirs(conf_dir, exist_ok=True)
  with open(os.path.join(conf_dir, "log4j2.properties"), "w", encoding="utf-8") as file:
    # The gateway's logger too: Spark treats pyspark as a shell and, unless the shell's main
    # class has a level of its own, resets the level to WARN with a two-line notice.
    file.write("rootLogger.level = error\nrootLogger.appenderRef.stderr.ref = console\n"
               "logger.shell.name = org.apache.spark.api.python.PythonGatewayServer\n"
               "logger.shell.level = error\n"
               "appender.console.type = Console\nappender.console.name = console\n"
               "appender.console.target = SYSTEM_ERR\n"
               "appender.console.layout.type = PatternLayout\n"
               "appender.console.layout.pattern = spark: %p %c{1}: %m%n\n")
  os.environ["SPARK_CONF_DIR"] = conf_dir
  os.environ.setdefault("SPARK_LOCAL_IP", "127.0.0.1")
  os.environ["PYSPARK_PYTHON"] = sys.executable
  from pyspark import SparkConf, SparkContext

  conf = (SparkConf().setMaster("local[2]").setAppName("stemma-pipe-check")
          .set("spark.ui.enabled", "false").set("spark.ui.showConsoleProgress", "false"))
  started = time.monotonic()
  context = SparkContext(conf=conf)
  context.setLogLevel("ERROR")
  print(f"spark start: {time.monotonic() - started:.1f} s", file=sys.stderr)

  text = context.textFile(corpus, minPartitions=options.partitions)
  command = shlex.join(stem + ["--jobs", "1"])
  if options.cmd:
    jobs = [("--cmd over textFile", text, options.cmd.replace("{stemma}", stemma), "stem")]
  else:
    jobs = [
      ("normalize --mode stem over textFile", text, command, "stem"),
      ("normalize --mode lemma over textFile", text, shlex.join(lemma + ["--jobs", "1"]), "lemma"),
      ("normalize --mode stem over parallelize",
       context.parallelize(inputs, options.partitions + 1), command, "stem"),
    ]
  failed = False
  for name, rdd, pipe_command, expected_name in jobs:
    started = time.monotonic()
    actual, sizes = pipe_job(rdd, pipe_command)
    expected = direct[expected_name]
    index = first_difference(expected, actual)
    if index is not None:
      print(describe_difference(name, index, inputs, expected, actual, sizes), file=sys.stderr)
      failed = True
      break
    if len(sizes) < 2:
      print(f"{name}: only {len(sizes)} partition", file=sys.stderr)
      failed = True
      break
    print(f"ok: {name}: {len(actual)} lines equal in {len(sizes)} partitions "
          f"(sizes {sizes}), {time.monotonic() - started:.1f} s")

  if not failed and not options.cmd and not options.no_self_test:
    # The checker must catch a pipe that loses, adds or reorders lines.
    sh, sed, tac, grep = (shutil.which(tool) for tool in ("sh", "sed", "tac", "grep"))
    broken = {
      "drops each partition's first line": f"| {sed} 1d",
      "reverses each partition": f"| {tac}",
      "drops empty lines": f"| {grep} -v '^$'",
      "adds an empty line per partition": "; echo",
    }
    for what, tail in broken.items():
      broken_command = shlex.join([sh, "-c", f"{command} {tail}"])
      actual, _ = pipe_job(text, broken_command)
      if first_difference(direct["stem"], actual) is None:
        print(f"SELF-TEST FAILED: a pipe that {what} was not caught", file=sys.stderr)
        failed = True
      else:
        print(f"ok: self-test: a pipe that {what} is caught")
  context.stop()
  return 1 if failed else 0


if __name__ == "__main__":
  sys.exit(main())
