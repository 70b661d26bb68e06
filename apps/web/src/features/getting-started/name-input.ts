// Typing into name and ID fields (spec 000 §5): invalid characters are stripped as typed, at most 25 kept.
import { limitLength, stripInvalidCharacters } from "@solerx/domain/rules";

export function cleanNameInput(raw: string): { value: string; stripped: boolean } {
  const { value, removed } = stripInvalidCharacters(raw);
  return { value: limitLength(value), stripped: removed };
}
