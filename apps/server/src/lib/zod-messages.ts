import { z } from 'zod';
import { FIELD_MESSAGES, MESSAGES } from '@foyer/contracts';

let installed = false;

/** Plain messages for the common cases, so a 400 reads "Required" rather than zod's jargon. */
export function installZodMessages() {
  if (installed) return;
  installed = true;
  z.config({
    customError: (issue) => {
      if (issue.code === 'invalid_type' && issue.input === undefined) return MESSAGES.required;
      if (issue.code === 'invalid_type')
        return issue.expected === 'int' ? FIELD_MESSAGES.mustBeWholeNumber : FIELD_MESSAGES.mustBeType.replace('{0}', () => issue.expected);
      if (issue.code === 'invalid_value') return FIELD_MESSAGES.mustBeOneOf.replace('{0}', () => issue.values.map(String).join(', '));
      if (issue.code === 'too_big' && issue.origin === 'string')
        return FIELD_MESSAGES.atMostCharacters.replace('{0}', () => String(issue.maximum));
      if (issue.code === 'unrecognized_keys') return FIELD_MESSAGES.unknownField.replace('{0}', () => issue.keys.join(', '));
      return undefined;
    },
  });
}
