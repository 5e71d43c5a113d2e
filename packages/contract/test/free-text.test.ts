import { describe, expect, it } from 'vitest';
import {
  AddFriendRequest,
  MESSAGE_MAX_LENGTH,
  MESSAGE_TOO_LONG,
  PostMessageRequest,
  RegisterRequest,
  SubmitTranslationRequest,
  TRANSLATION_CONTEXT_MAX_LENGTH,
  TRANSLATION_MAX_LENGTH,
  TRANSLATION_MESSAGES,
  textLength,
} from '../src';

const message = (content: string) => PostMessageRequest.safeParse({ conversation_id: 'c1', content });
const translation = (input_text: string, context?: string) =>
  SubmitTranslationRequest.safeParse({
    input_text,
    context,
    source_language: 'Japanese',
    target_language: 'English',
  });
const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('textLength', () => {
  it('counts code points: a character outside the BMP counts once', () => {
    expect(textLength('猫')).toBe(1);
    expect(textLength('𠮷野家😀')).toBe(4);
    expect('𠮷野家😀'.length).toBe(6);
  });
});

describe('free-text fields', () => {
  it('accept exactly the limit in code points, even when that is more UTF-16 units', () => {
    const astral = '😀'.repeat(MESSAGE_MAX_LENGTH);
    expect(astral.length).toBe(2 * MESSAGE_MAX_LENGTH);
    expect(message(astral).success).toBe(true);
    expect(firstMessage(message(`${astral}😀`))).toBe(MESSAGE_TOO_LONG);
    expect(MESSAGE_TOO_LONG).toBe('Messages can be at most 2,000 characters long');
  });

  it('state the translation limits: 5,000 for the text, 1,000 for the context', () => {
    expect(translation('あ'.repeat(TRANSLATION_MAX_LENGTH)).success).toBe(true);
    expect(firstMessage(translation('あ'.repeat(TRANSLATION_MAX_LENGTH + 1)))).toBe(
      TRANSLATION_MESSAGES.textTooLong,
    );
    expect(translation('猫', 'x'.repeat(TRANSLATION_CONTEXT_MAX_LENGTH)).success).toBe(true);
    expect(firstMessage(translation('猫', 'x'.repeat(TRANSLATION_CONTEXT_MAX_LENGTH + 1)))).toBe(
      TRANSLATION_MESSAGES.contextTooLong,
    );
  });

  it.each([
    ['NUL', '猫\u0000です'],
    ['ESC', '猫\u001b[31mです'],
    ['DEL', '猫\u007fです'],
    ['a C1 control', '猫\u0085です'],
    ['a vertical tab', '猫\u000bです'],
  ])('refuse %s with a message naming the field', (_name, text) => {
    expect(firstMessage(message(text))).toBe('Messages cannot contain control characters');
    expect(firstMessage(translation(text))).toBe('Text to translate cannot contain control characters');
    expect(firstMessage(translation('猫', text))).toBe('The context cannot contain control characters');
  });

  it('keep tabs and newlines in multi-line text and turn CRLF and CR into newlines', () => {
    expect(message('一行目\r\n\t二行目\r三行目').data?.content).toBe('一行目\n\t二行目\n三行目');
  });

  it('refuse tabs and newlines in a name, and control characters in an e-mail to look up', () => {
    const register = (alias: string) =>
      RegisterRequest.safeParse({ email: 'a@example.com', password: 'long enough password', alias });
    expect(register('タロウ').success).toBe(true);
    expect(firstMessage(register('タ\nロウ'))).toBe('Alias cannot contain control characters');
    expect(firstMessage(register('タ\u0000ロウ'))).toBe('Alias cannot contain control characters');
    expect(firstMessage(AddFriendRequest.safeParse({ email: 'a@example.com\u0000' }))).toBe(
      'Email address cannot contain control characters',
    );
  });
});
