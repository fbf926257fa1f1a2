package dev.nimber.engine.weak;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

/** What the threads of one raced search tell each other. */
class SearchRaceTest {

  @Test
  void aPositionIsBusyWhileAThreadThatEnteredItHasNotLeftOnlyOnceTheHelpersJoined() {
    SearchRace race = new SearchRace(3, 7, -1, 0, 0, () -> true);
    assertThat(race.enter(11)).as("before the helpers join").isFalse();
    assertThat(race.busy(11)).isFalse();
    race.join(List.of());
    assertThat(race.joined()).isTrue();
    assertThat(race.enter(11)).isTrue();
    assertThat(race.enter(11)).as("a second thread on the same position").isTrue();
    assertThat(race.busy(11)).isTrue();
    assertThat(race.busy(12)).isFalse();
    race.leave(11);
    assertThat(race.busy(11)).as("one thread still searching it").isTrue();
    race.leave(11);
    assertThat(race.busy(11)).isFalse();
    race.leave(11);
    assertThat(race.busy(11)).as("leaving what no thread entered changes nothing").isFalse();
    race.end();
  }

  @Test
  void theFirstScoreFoundAnswers() {
    SearchRace race = new SearchRace(3, 7, -1, 0, 0, () -> true);
    assertThat(race.finished()).isFalse();
    race.finish(-5);
    race.finish(-2);
    assertThat(race.finished()).isTrue();
    assertThat(race.score()).isEqualTo(-5);
  }

  @Test
  void theRaceAsksWhetherItsQuestionIsStillAloneEachTime() {
    AtomicBoolean alone = new AtomicBoolean(true);
    SearchRace race = new SearchRace(3, 7, -1, 0, 0, alone::get);
    assertThat(race.alone()).isTrue();
    alone.set(false);
    assertThat(race.alone()).isFalse();
  }
}
