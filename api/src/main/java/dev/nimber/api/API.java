package dev.nimber.api;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * How far a plugin may rely on a type or member of the contract: its {@link Status} and the version
 * that introduced it. The meaning is that of apiguardian's {@code @API}; the api keeps its own
 * annotation because a library one would sit on every plugin's compile class path, or make javac
 * warn in every plugin build that leaves it out ("class file for org.apiguardian.api.API not
 * found"), and the api has no dependency at all.
 *
 * <p>A member without the annotation has its type's status. The build compares the api with the
 * last released one (japicmp, see {@code api/compat/}): removing or changing anything {@link
 * Status#STABLE} fails it unless the change is declared there and in the migration note.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({
  ElementType.TYPE,
  ElementType.METHOD,
  ElementType.CONSTRUCTOR,
  ElementType.FIELD,
  ElementType.PACKAGE
})
@API(status = API.Status.STABLE, since = "0.1")
public @interface API {

  /**
   * How far a plugin may rely on what is marked.
   *
   * @return the status
   */
  Status status();

  /**
   * The version of nimber that introduced what is marked, or gave it this status.
   *
   * @return a version such as {@code 0.1}
   */
  String since();

  /** The statuses, from the least to the most a plugin may rely on. */
  @API(status = API.Status.STABLE, since = "0.1")
  enum Status {
    /**
     * Public for the host's sake: not for plugins, and it may change or go in any version without
     * notice.
     */
    INTERNAL,

    /**
     * Kept for old plugins, and going: use what its javadoc names instead. It is removed no earlier
     * than the version its {@code @deprecated} tag names, never within a minor version.
     */
    DEPRECATED,

    /**
     * New, and open to change in a minor version (named in the migration note) while authors try
     * it; plugins may use it.
     */
    EXPERIMENTAL,

    /**
     * Kept compatible, source and binary, within a major version: a method an old plugin calls is
     * deprecated for a minor version before it goes. The build checks this against the last
     * release.
     */
    STABLE
  }
}
