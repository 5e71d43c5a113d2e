import {
  API_BASE,
  api,
  type CharactersResponse,
  type InformationResponse,
  type LastConversationResponse,
  POLITE_LEVELS,
  type SummariesResponse,
} from '@kaiwa/contract';
import { JLPT_LEVELS, loadCatalogue } from '@kaiwa/japanese';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { topicNamedIn } from '../../src/ai/offline/topics';
import { CHARACTER_TOPICS, FRIENDS_TOPIC } from '../../src/modules/conversations/conversation-topics';
import { createTestApp, ManualClock, signUp, type TestApp } from '../support/test-app';
import { befriend, call, postMessage, scriptedEngine, startConversation } from './conversation-helpers';

describe('conversation characters and starting conversations', () => {
  let t: TestApp;
  let clock: ManualClock;

  beforeEach(async () => {
    clock = new ManualClock();
    t = await createTestApp({ clock, ai: scriptedEngine().engine });
  });
  afterEach(async () => {
    await t.close();
  });

  const info = async (headers: Record<string, string>, conversationId: string) => {
    const response = await call(t, 'GET', api.getInformation.path, headers, {
      conversation_id: conversationId,
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as InformationResponse).conversation_info;
  };

  it('lists 15 characters, N5 to N1 and 敬語, 丁寧語, 砕けた within a level', async () => {
    const { headers } = await signUp(t);
    const response = await call(t, 'GET', api.getCharacters.path, headers);
    expect(response.statusCode).toBe(200);
    const { characters } = response.json() as CharactersResponse;
    expect(characters).toHaveLength(15);
    expect(characters.map((c) => `${c.jlpt_level}${c.polite_level}`)).toEqual(
      JLPT_LEVELS.flatMap((level) => POLITE_LEVELS.map((register) => `${level}${register}`)),
    );
    expect(new Set(characters.map((c) => c.character_id)).size).toBe(15);
    for (const character of characters) {
      expect(character.alias).toMatch(/[\u3040-\u30ff\u3400-\u9fff]/);
      expect(character.description.length).toBeGreaterThan(10);
      expect(character.picture).toBe(
        `${API_BASE}${api.characterPicture.path.replace(':file', `${character.character_id}.svg`)}`,
      );
    }
    expect((await call(t, 'GET', api.getCharacters.path, {})).statusCode).toBe(401);
  });

  it('serves each character avatar publicly as a cacheable SVG drawn from its id', async () => {
    const first = await t.app.inject({
      url: `${API_BASE}${api.characterPicture.path.replace(':file', `tanaka.svg`)}`,
    });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('image/svg+xml');
    expect(first.headers['cache-control']).toMatch(/max-age=\d{6,}/);
    expect(first.body).toMatch(/^<svg/);
    const again = await t.app.inject({
      url: `${API_BASE}${api.characterPicture.path.replace(':file', `tanaka.svg`)}`,
    });
    expect(again.body).toBe(first.body);
    const other = await t.app.inject({
      url: `${API_BASE}${api.characterPicture.path.replace(':file', `suzuki.svg`)}`,
    });
    expect(other.body).not.toBe(first.body);
    for (const missing of ['nobody.svg', 'tanaka.png', 'tanaka']) {
      const response = await t.app.inject({
        url: `${API_BASE}${api.characterPicture.path.replace(':file', `${missing}`)}`,
      });
      expect(response.statusCode).toBe(404);
    }
  });

  it('starts a conversation with characters; topics go round the default list, starting with self-introduction', async () => {
    const { user, headers } = await signUp(t);
    const first = await startConversation(t, headers, {
      character_ids: ['tanaka'],
      user_ids: [user.user_id],
    });
    const firstInfo = await info(headers, first);
    expect(firstInfo).toEqual({
      participants: [
        { id: user.user_id, type: 'user', alias: user.alias, picture: null },
        {
          id: 'tanaka',
          type: 'assistant',
          alias: 'たなか先生',
          picture: `${API_BASE}${api.characterPicture.path.replace(':file', `tanaka.svg`)}`,
        },
      ],
      topic: 'self-introduction',
      jlpt_level: 'N5',
      explanation_vocab_id: null,
      ai_engine: 'Scripted engine',
    });
    // user_ids may leave the caller out; the caller always takes part.
    const second = await startConversation(t, headers, { character_ids: ['suzuki', 'yui'] });
    expect((await info(headers, second)).topic).toBe(CHARACTER_TOPICS[1]);
    expect((await info(headers, second)).participants.map((p) => p.id)).toEqual([
      user.user_id,
      'suzuki',
      'yui',
    ]);
  });

  it('names every default topic so that the offline tutor asks about it', () => {
    for (const topic of CHARACTER_TOPICS) expect(topicNamedIn(topic), topic).toBeDefined();
  });

  it('records the learner’s training level on the conversation', async () => {
    const { headers } = await signUp(t);
    await call(t, 'POST', api.setJlptTrainLevel.path, headers, { jlptTrainLevel: 'N3' });
    const id = await startConversation(t, headers, { character_ids: ['nakamura'] });
    expect((await info(headers, id)).jlpt_level).toBe('N3');
  });

  it('starts a conversation with friends only when every other user is a friend', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const stranger = await signUp(t);
    const refused = await call(t, 'POST', api.startConversation.path, a.headers, {
      user_ids: [a.user.user_id, b.user.user_id],
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, code: 'not_friends' });

    await befriend(t, a, b);
    const withStranger = await call(t, 'POST', api.startConversation.path, a.headers, {
      character_ids: ['tanaka'],
      user_ids: [a.user.user_id, b.user.user_id, stranger.user.user_id],
    });
    expect(withStranger.statusCode).toBe(403);
    const unknownUser = await call(t, 'POST', api.startConversation.path, a.headers, {
      user_ids: [a.user.user_id, 'no-such-user'],
    });
    expect(unknownUser.statusCode).toBe(403);

    const id = await startConversation(t, a.headers, { user_ids: [a.user.user_id, b.user.user_id] });
    const seenByB = await info(b.headers, id);
    expect(seenByB.topic).toBe(FRIENDS_TOPIC);
    expect(seenByB.participants).toEqual([
      { id: a.user.user_id, type: 'user', alias: a.user.alias, picture: null },
      { id: b.user.user_id, type: 'user', alias: b.user.alias, picture: null },
    ]);
    expect(
      (await call(t, 'GET', api.getInformation.path, stranger.headers, { conversation_id: id })).statusCode,
    ).toBe(404);
  });

  it('refuses unknown characters, an empty selection and requests without a session', async () => {
    const { user, headers } = await signUp(t);
    const unknown = await call(t, 'POST', api.startConversation.path, headers, {
      character_ids: ['tanaka', 'godzilla'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe('Unknown character: godzilla');
    for (const body of [
      {},
      { character_ids: [], user_ids: [user.user_id] },
      { user_ids: [user.user_id, user.user_id] },
    ]) {
      const empty = await call(t, 'POST', api.startConversation.path, headers, body);
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error).toBe('Please select at least one character or friend');
    }
    expect(
      (await call(t, 'POST', api.startConversation.path, headers, { character_ids: 'tanaka' })).statusCode,
    ).toBe(400);
    expect(
      (await call(t, 'POST', api.startConversation.path, {}, { character_ids: ['tanaka'] })).statusCode,
    ).toBe(401);
  });

  it('starts a conversation about a word with the polite character of the learner’s level', async () => {
    const { headers } = await signUp(t);
    const word = loadCatalogue()
      .itemsOfLevel('N4', 'vocabulary')
      .find((item) => item.kanji !== null)!;
    const response = await call(t, 'POST', api.startWithVocab.path, headers, {
      vocab_id: word.vocab_id,
    });
    expect(response.statusCode).toBe(200);
    const n5 = await info(headers, response.json().conversation_id);
    expect(n5.explanation_vocab_id).toBe(word.vocab_id);
    expect(n5.topic).toBe(word.kanji);
    expect(n5.participants.filter((p) => p.type === 'assistant').map((p) => p.id)).toEqual(['tanaka']);

    await call(t, 'POST', api.setJlptTrainLevel.path, headers, { jlptTrainLevel: 'N2' });
    const kanaWord = loadCatalogue()
      .itemsOfLevel('N5', 'vocabulary')
      .find((item) => item.kanji === null)!;
    const n2 = await call(t, 'POST', api.startWithVocab.path, headers, {
      vocab_id: kanaWord.vocab_id,
    });
    const n2Info = await info(headers, n2.json().conversation_id);
    expect(n2Info.participants.filter((p) => p.type === 'assistant').map((p) => p.id)).toEqual(['ito']);
    expect(n2Info.topic).toBe(kanaWord.pronunciation);
    expect(n2Info.jlpt_level).toBe('N2');

    const unknown = await call(t, 'POST', api.startWithVocab.path, headers, {
      vocab_id: 'v-nothing',
    });
    expect(unknown.statusCode).toBe(404);
    expect((await call(t, 'POST', api.startWithVocab.path, headers, {})).statusCode).toBe(400);
    expect((await call(t, 'POST', api.startWithVocab.path, {}, { vocab_id: word.vocab_id })).statusCode).toBe(
      401,
    );
  });

  it('lists the caller’s conversations newest first and names the last one’s other participants', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    await befriend(t, a, b);
    const empty = await call(t, 'GET', api.getLastConversation.path, a.headers);
    expect(empty.json()).toEqual({
      success: true,
      conversation_id: null,
      last_activity: null,
      participants: [],
    });
    expect((await call(t, 'GET', api.getSummaries.path, a.headers)).json()).toEqual({
      success: true,
      conversation_infos: [],
    });

    const older = await startConversation(t, a.headers, { character_ids: ['tanaka'] });
    clock.advance(60_000);
    const newer = await startConversation(t, a.headers, {
      character_ids: ['yui'],
      user_ids: [a.user.user_id, b.user.user_id],
    });
    const last = (
      await call(t, 'GET', api.getLastConversation.path, a.headers)
    ).json() as LastConversationResponse;
    expect(last).toEqual({
      success: true,
      conversation_id: newer,
      last_activity: Math.floor(clock.now() / 1000),
      participants: [{ alias: b.user.alias }, { alias: 'ゆい' }],
    });

    const summaries = (await call(t, 'GET', api.getSummaries.path, a.headers)).json() as SummariesResponse;
    expect(summaries.conversation_infos.map((c) => c.conversation_id)).toEqual([newer, older]);
    expect(summaries.conversation_infos[0]).toMatchObject({
      jlpt_level: 'N5',
      topic: CHARACTER_TOPICS[1],
      participants: [
        { id: a.user.user_id, type: 'user', alias: a.user.alias, picture: null },
        { id: b.user.user_id, type: 'user', alias: b.user.alias, picture: null },
        { id: 'yui', type: 'assistant', alias: 'ゆい' },
      ],
    });
    // B sees only the conversation B takes part in.
    const ofB = (await call(t, 'GET', api.getSummaries.path, b.headers)).json() as SummariesResponse;
    expect(ofB.conversation_infos.map((c) => c.conversation_id)).toEqual([newer]);

    // Posting makes a conversation the latest again.
    clock.advance(60_000);
    expect((await postMessage(t, a.headers, older, 'こんにちは')).statusCode).toBe(200);
    const latest = (await call(t, 'GET', api.getLastConversation.path, a.headers)).json();
    expect(latest).toMatchObject({ conversation_id: older, participants: [{ alias: 'たなか先生' }] });
    expect((await call(t, 'GET', api.getSummaries.path, {})).statusCode).toBe(401);
    expect((await call(t, 'GET', api.getLastConversation.path, {})).statusCode).toBe(401);
  });

  it('answers 404 to every call about a conversation the caller is not in, and 400 without an id', async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const id = await startConversation(t, owner.headers, { character_ids: ['tanaka'] });
    expect((await postMessage(t, owner.headers, id, 'はじめまして')).statusCode).toBe(200);
    for (const route of [api.getInformation.path, api.getMessages.path, api.conversationEvents.path]) {
      const response = await call(t, 'GET', route, other.headers, { conversation_id: id });
      expect(response.statusCode, route).toBe(404);
      expect(response.json()).toMatchObject({
        success: false,
        error: 'Conversation not found',
        code: 'not_found',
      });
      expect(
        (await call(t, 'GET', route, owner.headers, { conversation_id: 'missing' })).statusCode,
        route,
      ).toBe(404);
      expect((await call(t, 'GET', route, owner.headers, {})).statusCode, route).toBe(400);
      expect((await call(t, 'GET', route, {}, { conversation_id: id })).statusCode, route).toBe(401);
    }
    const post = await postMessage(t, other.headers, id, 'のぞき見');
    expect(post.statusCode).toBe(404);
    const unauthenticated = await postMessage(t, {}, id, 'こんにちは');
    expect(unauthenticated.statusCode).toBe(401);
  });
});
