package dev.nimber.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

import dev.nimber.db.DatabaseBuild;
import dev.nimber.db.DatabaseException;
import dev.nimber.db.TierFile;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.scheduler.SparkListener;
import org.apache.spark.scheduler.SparkListenerExecutorRemoved;
import org.apache.spark.scheduler.SparkListenerStageSubmitted;
import org.apache.spark.scheduler.SparkListenerTaskStart;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Spark solve writes, byte for byte, the database the single-machine engine writes for the same
 * instance (what {@code nimber db build} runs): in Spark's local mode on two threads, and in its
 * local-cluster mode, with two executors in JVMs of their own; and an interrupted build resumes to
 * the same bytes.
 */
class SparkTierSolveTest {

  private static final String PLUGINS =
      Path.of("target", "test-plugins").toAbsolutePath().toString();

  @TempDir Path folder;

  private static InstanceSpec connect(int width, int height, int k, boolean gravity) {
    return EngineDatabases.connect(PLUGINS, width, height, k, gravity);
  }

  private static JavaSparkContext spark(String master) {
    return new JavaSparkContext(
        new SparkConf()
            .setAppName("nimber-spark test")
            .setMaster(master)
            .set("spark.ui.enabled", "false")
            .set("spark.driver.host", "127.0.0.1")
            .set("spark.driver.bindAddress", "127.0.0.1"));
  }

  @Test
  @Timeout(300)
  void inLocalModeTheDatabaseIsTheEnginesByteForByte() throws Exception {
    try (JavaSparkContext spark = spark("local[2]")) {
      // 4 × 4: tiers of up to 34,320 positions, so cut into slices of two blocks, the last slice
      // shorter.
      for (InstanceSpec spec :
          List.of(connect(3, 3, 3, false), connect(4, 3, 3, true), connect(4, 4, 3, true))) {
        String board = spec.parameters().get("width") + "x" + spec.parameters().get("height");
        Path viaEngine = folder.resolve("engine-" + board);
        EngineDatabases.build(spec, viaEngine, -1);
        // The tiers below broadcast, and read by the tasks from the database's folder.
        for (long broadcastMost : new long[] {Long.MAX_VALUE, 0}) {
          Path viaSpark = folder.resolve("spark-" + board + "-" + broadcastMost);
          List<String> notes = new ArrayList<>();
          SparkTierSolve.Result result =
              SparkTierSolve.solve(spark, spec, viaSpark, 4, broadcastMost, notes::add);
          EngineDatabases.assertSameFiles(viaSpark, viaEngine);
          assertThat(result.solvedTiers()).isEqualTo(result.manifest().tiers().size());
          assertThat(notes)
              .filteredOn(note -> note.contains("the tiers below read from"))
              .hasSize(broadcastMost == 0 ? result.solvedTiers() - 1 : 0);
          if (board.equals("4x4")) {
            assertThat(notes)
                .contains(
                    "tier 3: 34320 positions in 3 slices"
                        + (broadcastMost == 0
                            ? ", the tiers below read from " + viaSpark.toAbsolutePath()
                            : ""));
          }
        }
      }
    }
  }

  @Test
  void aTierIsCutOnBlockBoundariesIntoAtMostTheSlicesAskedUnlessASliceWouldPassItsMost() {
    int block = TierFile.BLOCK_POSITIONS;
    assertThat(SparkTierSolve.slices(0, 4)).isEmpty();
    assertThat(SparkTierSolve.slices(5, 4)).containsExactly(new long[] {0, 5});
    assertThat(SparkTierSolve.slices(34_320, 4))
        .containsExactly(
            new long[] {0, 2 * block},
            new long[] {2 * block, 4 * block},
            new long[] {4 * block, 34_320});
    assertThat(SparkTierSolve.slices(3L * block, 3))
        .containsExactly(
            new long[] {0, block},
            new long[] {block, 2 * block},
            new long[] {2 * block, 3 * block});
    long huge = 5 * SparkTierSolve.MOST_SLICE + 1;
    List<long[]> cut = SparkTierSolve.slices(huge, 2);
    assertThat(cut).hasSize(6);
    assertThat(cut.get(5)).containsExactly(huge - 1, huge);
    assertThat(cut)
        .allSatisfy(
            slice -> assertThat(slice[1] - slice[0]).isBetween(1L, SparkTierSolve.MOST_SLICE));
  }

  @Test
  @Timeout(300)
  void anInterruptedBuildResumesFromItsLastTierToTheSameBytes() throws Exception {
    InstanceSpec spec = connect(3, 3, 3, false);
    Path resumed = folder.resolve("resumed");
    Path whole = folder.resolve("whole");
    EngineDatabases.build(spec, resumed, 4);
    assertThat(resumed.resolve("manifest.json")).doesNotExist();
    // A slice a killed task wrote and no tier file joined: deleted, not read.
    Files.write(resumed.resolve("tier-5.nimberdb.slice-0-8192"), new byte[] {1, 2, 3});
    EngineDatabases.build(spec, whole, -1);
    try (JavaSparkContext spark = spark("local[2]")) {
      SparkTierSolve.Result result =
          SparkTierSolve.solve(spark, spec, resumed, 3, 1 << 24, note -> {});
      assertThat(result.solvedTiers()).isEqualTo(result.manifest().tiers().size() - 4);
    }
    EngineDatabases.assertSameFiles(resumed, whole);
  }

  /**
   * Two executors in JVMs of their own; the one running a task of the first tier cut into three
   * slices or more is killed (SIGKILL) as that task starts, so the tier's tasks run while Spark
   * finds the executor lost, runs its tasks again and starts another: the database is still the
   * engine's, byte for byte.
   */
  @Test
  @Timeout(600)
  void onALocalClusterWithAnExecutorKilledMidTierTheDatabaseIsStillTheEnginesByteForByte()
      throws Exception {
    InstanceSpec spec = connect(4, 4, 3, true);
    Path viaSpark = folder.resolve("spark");
    Path viaEngine = folder.resolve("engine");
    List<Long> killed = new CopyOnWriteArrayList<>();
    List<String> removed = new CopyOnWriteArrayList<>();
    Map<Integer, Integer> tasksByStage = new ConcurrentHashMap<>();
    try (JavaSparkContext spark = spark("local-cluster[2,1,1024]")) {
      spark
          .sc()
          .addSparkListener(
              new SparkListener() {
                @Override
                public void onStageSubmitted(SparkListenerStageSubmitted submitted) {
                  tasksByStage.put(
                      submitted.stageInfo().stageId(), submitted.stageInfo().numTasks());
                }

                @Override
                public void onTaskStart(SparkListenerTaskStart start) {
                  if (killed.isEmpty() && tasksByStage.getOrDefault(start.stageId(), 0) >= 3) {
                    executor(start.taskInfo().executorId())
                        .ifPresent(
                            executor -> {
                              killed.add(executor.pid());
                              executor.destroyForcibly();
                            });
                  }
                }

                @Override
                public void onExecutorRemoved(SparkListenerExecutorRemoved lost) {
                  removed.add(lost.executorId());
                }
              });
      SparkTierSolve.solve(spark, spec, viaSpark, 8, 0, note -> {});
      // The loss may reach the listener after the last tier; the context must still be running to
      // hear of it.
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
      while (removed.isEmpty() && !killed.isEmpty() && System.nanoTime() < deadline) {
        Thread.sleep(50);
      }
    }
    assertThat(killed).hasSize(1);
    assertThat(removed).as("executors Spark found lost").isNotEmpty();
    EngineDatabases.build(spec, viaEngine, -1);
    EngineDatabases.assertSameFiles(viaSpark, viaEngine);
  }

  /**
   * The driver has loaded the plugin, and then the folder is gone, as on a cluster whose executors
   * cannot read it: the tasks fail, Spark gives up, and the error says which game is missing where,
   * with nothing left looking complete.
   */
  @Test
  @Timeout(600)
  void aPluginFolderTheExecutorsCannotReadIsNamedAndNothingLooksComplete() throws Exception {
    Path plugins = Files.createDirectories(folder.resolve("plugins"));
    Files.copy(
        Path.of(PLUGINS, "nimber-games-connect.jar"), plugins.resolve("nimber-games-connect.jar"));
    InstanceSpec spec =
        new InstanceSpec(
            List.of(plugins.toString()), "connect", connect(3, 3, 3, false).parameters(), false);
    spec.space();
    Files.delete(plugins.resolve("nimber-games-connect.jar"));
    Path database = folder.resolve("db");
    try (JavaSparkContext spark = spark("local-cluster[2,1,1024]")) {
      assertThatThrownBy(() -> SparkTierSolve.solve(spark, spec, database, 2, 1 << 24, note -> {}))
          .hasStackTraceContaining("No game 'connect' in the plugin folders " + plugins)
          .hasStackTraceContaining(
              "must be readable at the same path by the driver and every executor");
    }
    assertThat(database.resolve("manifest.json")).doesNotExist();
    assertThat(database.resolve(DatabaseBuild.MARKER)).exists();
  }

  /**
   * A task cannot write its slice (a folder in the way of its file, which no permission stops for
   * root): the job fails with the file named, reported as nimber's database error, and nothing is
   * left looking complete.
   */
  @Test
  @Timeout(300)
  void aSliceATaskCannotWriteIsNamedAndNothingLooksComplete() throws Exception {
    InstanceSpec spec = connect(3, 3, 3, false);
    Path database = folder.resolve("blocked");
    List<Path> blocked = new ArrayList<>();
    try (JavaSparkContext spark = spark("local[2]")) {
      Throwable thrown =
          catchThrowable(
              () ->
                  SparkTierSolve.solve(
                      spark,
                      spec,
                      database,
                      2,
                      1 << 24,
                      note -> {
                        if (blocked.isEmpty()) {
                          for (int tier = 0; tier < spec.space().tierCount(); tier++) {
                            Path slice =
                                database.resolve(
                                    "tier-"
                                        + tier
                                        + ".nimberdb.slice-0-"
                                        + spec.space().tierSize(tier));
                            blocked.add(slice);
                            createDirectoriesQuietly(slice.resolve("in the way"));
                          }
                        }
                      }));
      Throwable reported = SparkMain.reported(thrown);
      assertThat(reported)
          .isInstanceOf(DatabaseException.class)
          .hasMessageStartingWith("cannot write ")
          .hasMessageContaining(".nimberdb.slice-0-")
          .hasMessageEndingWith(
              " (Is a directory);" + " choose a folder you can write, with room for the database");
      assertThat(blocked)
          .anySatisfy(slice -> assertThat(reported.getMessage()).contains(slice.toString()));
    }
    assertThat(database.resolve("manifest.json")).doesNotExist();
    assertThat(database.resolve(DatabaseBuild.MARKER)).exists();
  }

  private static void createDirectoriesQuietly(Path folder) {
    try {
      Files.createDirectories(folder);
    } catch (IOException failed) {
      throw new AssertionError(failed);
    }
  }

  /** The JVM of one executor this test's Spark started, found by its id on its command line. */
  private static Optional<ProcessHandle> executor(String id) {
    return ProcessHandle.current()
        .descendants()
        .filter(
            process -> {
              try {
                List<String> arguments =
                    Arrays.asList(
                        Files.readString(Path.of("/proc", String.valueOf(process.pid()), "cmdline"))
                            .split("\u0000"));
                int at = arguments.indexOf("--executor-id");
                return arguments.contains("org.apache.spark.executor.CoarseGrainedExecutorBackend")
                    && at >= 0
                    && at + 1 < arguments.size()
                    && arguments.get(at + 1).equals(id);
              } catch (IOException gone) {
                return false;
              }
            })
        .findFirst();
  }
}
