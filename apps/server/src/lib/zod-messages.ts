import { z } from 'zod';
import { MESSAGES } from '@foyer/contracts';

let installed = false;

/** Plain messages for the common cases, so a 400 reads "Required" rather than zod's jargon. */
export function installZodMessages() {
  if (installed) return;
  installed = true;
  z.config({
    customError: (issue) => {
      if (issue.code === 'invalid_type' && issue.input === undefined) return MESSAGES.required;
      if (issue.code === 'invalid_type') return `Must be ${issue.expected === 'int' ? 'a whole number' : `a ${issue.expected}`}`;
      if (issue.code === 'invalid_value') return `Must be one of ${issue.values.map(String).join(', ')}`;
      if (issue.code === 'unrecognized_keys') return `Unknown field ${issue.keys.join(', ')}`;
      return undefined;
    },
  });
}
