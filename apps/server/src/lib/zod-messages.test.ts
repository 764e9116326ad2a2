import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { ZRequiredText } from '@foyer/contracts';
import { installZodMessages } from './zod-messages.js';

describe('plain messages for zod’s issues', () => {
  installZodMessages();

  it('names an unknown field as it was sent, even one that reads like a replacement pattern', () => {
    const result = z.object({ name: z.string() }).strict().safeParse({ name: 'Ann', "$&$'": 1 });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe("Unknown field $&$'");
  });

  it('says what was required, which type was expected, and which values are allowed', () => {
    const schema = z.object({ count: z.number().int(), kind: z.enum(['Adult', 'Child']), note: z.string() });
    const result = schema.safeParse({ count: 'two', kind: 'Dog' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages.note).toBe('Required');
    expect(messages.kind).toBe('Must be one of Adult, Child');
    expect(messages.count).toBe('Must be a number');
  });

  it('says how long a text may be, also where the text is required', () => {
    const schema = z.object({ note: z.string().max(5), name: ZRequiredText(3) });
    const result = schema.safeParse({ note: 'too long', name: 'Anna' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toEqual({ note: 'At most 5 characters', name: 'At most 3 characters' });
    expect(schema.safeParse({ note: '', name: ' ' }).error!.issues.map((issue) => issue.message)).toEqual(['Required']);
  });
});
