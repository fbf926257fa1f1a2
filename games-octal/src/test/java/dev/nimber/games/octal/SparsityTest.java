package dev.nimber.games.octal;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The sparsity report against tczajka's calculator (an independent program, in C++), whose lines
 * for 0.007, 0.16, 0.106, 0.354, 0.6 and Grundy's game at each power of two from 2^10 are in {@code
 * sparsity-tczajka.tsv}.
 */
class SparsityTest {

  private static final Pattern PEER_LINE =
      Pattern.compile(
          "n=2\\^(\\d+) largest G\\[(\\d+)]=(\\d+) rare_mask=([0-9a-f]+)(pos)? num_rare=(\\d+)"
              + " last_rare=(\\d+)");

  @Test
  void everyLineAgreesWithTheCalculatorThatCheckedFlammenkampsTables() throws IOException {
    Map<String, GrundyValues> valuesByCode = new HashMap<>();
    int lines = 0;
    for (String line : peerLines()) {
      String[] fields = line.split("\t");
      Matcher peer = PEER_LINE.matcher(fields[1]);
      assertThat(peer.matches()).as(line).isTrue();
      OctalCode code = OctalCode.parse(fields[0]);
      int heaps = 1 << Integer.parseInt(peer.group(1));
      GrundyValues values =
          valuesByCode.merge(
              fields[0],
              new SparseSequence().extend(code, GrundyValues.empty(), heaps - 1),
              (old, fresh) -> old.size() >= fresh.size() ? old : fresh);
      Sparsity.Row row =
          Sparsity.of(code, values.copyOf(heaps)).stream()
              .filter(each -> each.heaps() == heaps)
              .findFirst()
              .orElseThrow();
      assertThat(row)
          .as(line)
          .isEqualTo(
              new Sparsity.Row(
                  heaps,
                  Integer.parseInt(peer.group(3)),
                  Integer.parseInt(peer.group(2)),
                  Integer.parseInt(peer.group(4), 16),
                  peer.group(5) != null,
                  Long.parseLong(peer.group(6)),
                  Integer.parseInt(peer.group(7))));
      lines++;
    }
    assertThat(lines).isEqualTo(55);
  }

  @Test
  void aRowPerPowerOfTwoAndOneForAllTheValues() {
    GrundyValues values =
        new MexSequence().extend(OctalCode.parse("0.77"), GrundyValues.empty(), 99);
    List<Sparsity.Row> rows = Sparsity.of(OctalCode.parse("0.77"), values);
    assertThat(rows).extracting(Sparsity.Row::heaps).containsExactly(1, 2, 4, 8, 16, 32, 64, 100);
    // Kayles: G(0 .. 99) reach 8 first at heap 27 (OEIS A002186: 0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2,
    // 6,
    // 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7, 4, 1, 2, 8).
    assertThat(rows.get(7).largest()).isEqualTo(8);
    assertThat(rows.get(7).largestAt()).isEqualTo(27);
    assertThat(rows.get(7).text()).startsWith("100 heaps: largest G(27) = 8; mask 0x");
  }

  private static List<String> peerLines() throws IOException {
    try (InputStream in =
        Objects.requireNonNull(SparsityTest.class.getResourceAsStream("sparsity-tczajka.tsv"))) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8)
          .lines()
          .filter(line -> !line.startsWith("#") && !line.isBlank())
          .toList();
    }
  }
}
