package dev.nimber.api;

import static java.util.Objects.requireNonNull;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;

/**
 * Words over an alphabet, of at most a number of letters ({@link ParameterType#word}).
 *
 * @param letters the letters allowed, each once
 * @param maxLength the most letters
 */
record WordType(String letters, int maxLength) implements ParameterType<String> {

  WordType {
    requireNonNull(letters, "letters");
    if (letters.isEmpty() || letters.chars().distinct().count() != letters.length()) {
      throw new IllegalArgumentException(
          "an alphabet has at least one letter, each once: '" + letters + "'");
    }
    if (maxLength < 0) {
      throw new IllegalArgumentException("a word's most letters is at least 0: " + maxLength);
    }
  }

  @Override
  public String parse(String parameter, Object raw) {
    if (!(raw instanceof String word)
        || word.length() > maxLength
        || word.chars().anyMatch(letter -> letters.indexOf(letter) < 0)) {
      throw InvalidParameterException.of(parameter, raw, allowed());
    }
    return word;
  }

  @Override
  public String allowed() {
    return "a word of at most " + maxLength + " of the letters " + letters;
  }

  /** The first {@code size + 1} words in order of length, then of the letters' order. */
  @Override
  public List<String> smallValues(int size) {
    List<String> words = new ArrayList<>(size + 1);
    List<String> ofLength = List.of("");
    for (int length = 0; length <= maxLength && words.size() <= size; length++) {
      for (String word : ofLength) {
        if (words.size() <= size) {
          words.add(word);
        }
      }
      List<String> longer = new ArrayList<>();
      for (String word : ofLength) {
        for (int i = 0; i < letters.length() && longer.size() <= size; i++) {
          longer.add(word + letters.charAt(i));
        }
      }
      ofLength = longer;
    }
    return words;
  }

  /** A word of 1 to {@code size} letters (within the most), each drawn alike. */
  @Override
  public Optional<String> randomValue(long size, Random random) {
    int length = maxLength == 0 ? 0 : 1 + (int) random.nextLong(Math.min(size, maxLength));
    StringBuilder word = new StringBuilder(length);
    for (int i = 0; i < length; i++) {
      word.append(letters.charAt(random.nextInt(letters.length())));
    }
    return Optional.of(word.toString());
  }
}
