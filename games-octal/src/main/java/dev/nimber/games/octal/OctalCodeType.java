package dev.nimber.games.octal;

import dev.nimber.api.InvalidParameterException;
import dev.nimber.api.ParameterType;

/** An octal code as typed ({@code 0.77}), read by {@link OctalCode#parse}. */
final class OctalCodeType implements ParameterType<OctalCode> {

  @Override
  public OctalCode parse(String parameter, Object raw) {
    String text =
        raw instanceof Number number
            ? number.toString()
            : raw instanceof String string ? string : null;
    if (text == null) {
      throw InvalidParameterException.of(parameter, raw, allowed());
    }
    try {
      return OctalCode.parse(text);
    } catch (IllegalArgumentException wrong) {
      throw InvalidParameterException.described(
          parameter, "'" + text.strip() + "' (" + wrong.getMessage() + ")", allowed());
    }
  }

  @Override
  public String allowed() {
    return OctalCode.ALLOWED;
  }

  @Override
  public Object toPlain(OctalCode value) {
    return value.toString();
  }
}
