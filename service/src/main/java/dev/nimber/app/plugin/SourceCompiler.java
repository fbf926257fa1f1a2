package dev.nimber.app.plugin;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.FileObject;
import javax.tools.ForwardingJavaFileManager;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileManager;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * Compiles a game written in one Java source file, in memory, with the JDK's compiler ({@code
 * javax.tools}): against exactly what a plugin sees (the api and the engine), for Java {@value
 * #RELEASE}, with no annotation processing. The file may have any name ({@code northcott.java}
 * holding {@code public class Northcott}); messages name it as it was given.
 */
final class SourceCompiler {

  /**
   * The Java release the classes are compiled for: the one nimber runs on, so a packed jar loads on
   * every nimber.
   */
  static final String RELEASE = "17";

  /** The most compiler messages shown for one file. */
  static final int MOST_MESSAGES = 20;

  /** What compiling gave: the classes by binary name, and the compiler's warnings. */
  record Compiled(Map<String, byte[]> classes, List<String> warnings) {}

  /** The file did not compile, or could not be compiled here; the message says why, in lines. */
  static final class Failed extends Exception {
    private static final long serialVersionUID = 1L;

    Failed(String message) {
      super(message);
    }
  }

  private SourceCompiler() {}

  /**
   * Compiles the text of one source file.
   *
   * @param file the file, as named in messages
   * @param text its contents
   * @param classPath what the game compiles against
   * @throws Failed with {@code FILE:LINE: message} for each error, or saying that this Java has no
   *     compiler
   */
  static Compiled compile(Path file, String text, List<Path> classPath) throws Failed {
    JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
    if (compiler == null) {
      throw new Failed(
          file
              + ": cannot compile a one-file game: this Java ("
              + System.getProperty("java.home")
              + ") has no compiler (the module jdk.compiler): run nimber with a JDK, or pack the game"
              + " where one is installed (nimber pack "
              + file.getFileName()
              + ") and drop the jar into a plugins folder");
    }
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    Map<String, ByteArrayOutputStream> output = new TreeMap<>();
    StandardJavaFileManager standard =
        compiler.getStandardFileManager(diagnostics, Locale.ROOT, StandardCharsets.UTF_8);
    try (JavaFileManager files = new MemoryFileManager(standard, output)) {
      List<String> options =
          List.of(
              "--release",
              RELEASE,
              "-proc:none",
              "-Xlint:deprecation,removal,unchecked",
              "-classpath",
              classPath.stream()
                  .map(Path::toString)
                  .collect(Collectors.joining(java.io.File.pathSeparator)));
      boolean compiled =
          compiler
              .getTask(null, files, diagnostics, options, null, List.of(new Source(file, text)))
              .call();
      List<String> errors = messages(file, text, diagnostics, Diagnostic.Kind.ERROR);
      if (!compiled || output.isEmpty()) {
        throw new Failed(
            file
                + " does not compile:\n"
                + (errors.isEmpty()
                    ? file + ": the compiler gave no classes"
                    : String.join("\n", errors)));
      }
      Map<String, byte[]> classes = new TreeMap<>();
      output.forEach((name, bytes) -> classes.put(name, bytes.toByteArray()));
      return new Compiled(
          classes,
          messages(
              file, text, diagnostics, Diagnostic.Kind.WARNING, Diagnostic.Kind.MANDATORY_WARNING));
    } catch (IOException closing) {
      throw new Failed(
          file + ": the compiler's files could not be closed: " + closing.getMessage());
    }
  }

  /**
   * The diagnostics of these kinds as {@code FILE:LINE: message}, with the line of code and a caret
   * under the column below, as javac prints them.
   */
  private static List<String> messages(
      Path file,
      String text,
      DiagnosticCollector<JavaFileObject> diagnostics,
      Diagnostic.Kind... kinds) {
    List<String> lines = text.lines().toList();
    List<String> messages = new ArrayList<>();
    int shown = 0;
    int total = 0;
    for (Diagnostic<? extends JavaFileObject> diagnostic : diagnostics.getDiagnostics()) {
      if (!List.of(kinds).contains(diagnostic.getKind())) {
        continue;
      }
      total++;
      if (shown == MOST_MESSAGES) {
        continue;
      }
      shown++;
      long line = diagnostic.getLineNumber();
      StringBuilder entry = new StringBuilder().append(file);
      if (line > 0) {
        entry.append(':').append(line);
      }
      entry.append(": ").append(diagnostic.getMessage(Locale.ROOT));
      if (line > 0 && line <= lines.size()) {
        String code = lines.get((int) line - 1);
        entry.append('\n').append(code);
        long column = diagnostic.getColumnNumber();
        if (column > 0 && column <= code.length() + 1) {
          entry.append('\n');
          for (int i = 0; i < column - 1; i++) {
            entry.append(code.charAt(i) == '\t' ? '\t' : ' ');
          }
          entry.append('^');
        }
      }
      messages.add(entry.toString());
    }
    if (total > shown) {
      messages.add("(" + (total - shown) + " more)");
    }
    return messages;
  }

  /** The source file, read from memory; its name need not match its public class. */
  private static final class Source extends SimpleJavaFileObject {
    private final String text;

    Source(Path file, String text) {
      super(
          URI.create("string:///" + file.getFileName().toString().replace(' ', '_')), Kind.SOURCE);
      this.text = text;
    }

    @Override
    public boolean isNameCompatible(String simpleName, Kind kind) {
      return kind == Kind.SOURCE;
    }

    @Override
    public CharSequence getCharContent(boolean ignoreEncodingErrors) {
      return text;
    }
  }

  /** Keeps each class the compiler writes in memory, by binary name. */
  private static final class MemoryFileManager
      extends ForwardingJavaFileManager<StandardJavaFileManager> {
    private final Map<String, ByteArrayOutputStream> output;

    MemoryFileManager(StandardJavaFileManager files, Map<String, ByteArrayOutputStream> output) {
      super(files);
      this.output = output;
    }

    @Override
    public JavaFileObject getJavaFileForOutput(
        Location location, String className, JavaFileObject.Kind kind, FileObject sibling) {
      return new SimpleJavaFileObject(
          URI.create("mem:///" + className.replace('.', '/') + kind.extension), kind) {
        @Override
        public OutputStream openOutputStream() {
          ByteArrayOutputStream bytes = new ByteArrayOutputStream();
          output.put(className, bytes);
          return bytes;
        }
      };
    }
  }
}
