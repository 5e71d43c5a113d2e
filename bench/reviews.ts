// Reviews and the account export on a real SQLite database (the server's own services and queries, without
// HTTP): the due queue of a learner with 10,000 cards, answering cards, and exporting a learner with 100
// conversations. Prints p50/p99 against the targets of the learning-loop issue; asserts nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDatabase, migrateToLatest } from '../apps/server/src/db/database';
import { createJapaneseCore } from '../apps/server/src/japanese-core';
import { createDataExportService } from '../apps/server/src/modules/data-export/data-export.service';
import { createReviewsService } from '../apps/server/src/modules/reviews/reviews.service';
import { newSchedule } from '../apps/server/src/modules/reviews/scheduling';
import { percentile } from './support';

const CARDS = 10_000;
const CONVERSATIONS = 100;
const MESSAGES_PER_CONVERSATION = 30;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 300);
const DAY = 24 * 60 * 60_000;

async function timed(rounds: number, run: (round: number) => Promise<unknown>) {
  await run(-1); // warm-up
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const start = performance.now();
    await run(round);
    times.push(performance.now() - start);
  }
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kaiwa-bench-reviews-'));
const { db } = createDatabase({ databaseUrl: undefined, dataDir });
await migrateToLatest(db);

let now = Date.UTC(2026, 0, 15, 9);
const clock = { now: () => now };
const userId = 'bench-user';
await db
  .insertInto('users')
  .values({
    id: userId,
    email: 'bench@example.com',
    alias: 'ベンチ',
    password_hash: null,
    is_native_account: 1,
    external_issuer: null,
    external_subject: null,
    tour_done: 1,
    created_at: now,
  })
  .execute();

// 10,000 cards of catalogue items: a fifth new, the rest in review with spread stability and last reviews,
// about half of them due now.
const japanese = createJapaneseCore();
const items = japanese.catalogue.items.slice(0, CARDS);
const cards = items.map((item, index) => {
  const fresh = index % 5 === 0;
  const stability = 1 + ((index * 7919) % 200);
  const lastReview = now - (1 + ((index * 104_729) % 120)) * DAY;
  return {
    id: `card-${index}`,
    user_id: userId,
    vocab_id: item.vocab_id,
    source: 'manual' as const,
    context_sentence: null,
    context_correction: null,
    ...(fresh
      ? newSchedule(now - index)
      : {
          ...newSchedule(now),
          state: 2,
          stability,
          difficulty: 5,
          reps: 4,
          scheduled_days: Math.round(stability),
          last_review: lastReview,
          due: lastReview + Math.round(stability) * DAY,
        }),
    created_at: now - index,
  };
});
for (let start = 0; start < cards.length; start += 500) {
  await db
    .insertInto('review_cards')
    .values(cards.slice(start, start + 500))
    .execute();
}

for (let c = 0; c < CONVERSATIONS; c++) {
  const conversationId = `conversation-${c}`;
  await db
    .insertInto('conversations')
    .values({
      id: conversationId,
      topic: 'Daily life',
      jlpt_level: 'N5',
      explanation_vocab_id: null,
      created_by: userId,
      created_at: now + c,
      last_activity_at: now + c,
      last_seq: MESSAGES_PER_CONVERSATION,
    })
    .execute();
  await db
    .insertInto('conversation_participants')
    .values([
      { conversation_id: conversationId, participant_id: userId, type: 'user', user_id: userId, position: 0 },
      {
        conversation_id: conversationId,
        participant_id: 'tanaka',
        type: 'assistant',
        user_id: null,
        position: 1,
      },
    ])
    .execute();
  await db
    .insertInto('messages')
    .values(
      Array.from({ length: MESSAGES_PER_CONVERSATION }, (_, seq) => ({
        id: `${conversationId}-m${seq}`,
        conversation_id: conversationId,
        seq: seq + 1,
        sender_id: seq % 2 === 0 ? userId : 'tanaka',
        sender_user_id: seq % 2 === 0 ? userId : null,
        role: seq % 2 === 0 ? ('user' as const) : ('assistant' as const),
        content: '毎日日本語を勉強しています。先生はとても親切です。',
        content_language: 'Japanese',
        hiragana: 'まいにちにほんごをべんきょうしています。',
        furigana: null,
        translation_english: 'I study Japanese every day. The teacher is very kind.',
        translation_japanese: null,
        recommended_words: null,
        word_accents: null,
        level_above_share: null,
        enhancement_status: 'completed' as const,
        enhancement_error: null,
        idempotency_key: null,
        created_at: now + seq,
      })),
    )
    .execute();
}

// The due queue and answers never touch audio; only the Anki export asks it for clips.
const noAudio = { storedClips: async () => ({ clips: new Map(), pending: 0 }) };
const reviews = createReviewsService({ db, japanese, clock, audio: noAudio });
const exporter = createDataExportService({ db, clock });

const dueCount = (await reviews.due(userId, 20)).due_count;
const queue = await timed(ROUNDS, () => reviews.due(userId, 20));

// Answers on distinct due cards, 1 s apart (an answer within a second of the previous one is a repeat).
const toAnswer = (await reviews.due(userId, 100)).cards.map((card) => card.card_id);
const more = await db
  .selectFrom('review_cards')
  .select('id')
  .where('user_id', '=', userId)
  .where('state', '=', 2)
  .where('due', '<=', now)
  .limit(ROUNDS + 1)
  .execute();
const answerIds = [...new Set([...toAnswer, ...more.map((row) => row.id)])];
const answers = await timed(Math.min(ROUNDS, answerIds.length - 1), async (round) => {
  now += 1000;
  const cardId = answerIds[round + 1];
  if (cardId) await reviews.answer(userId, { card_id: cardId, rating: 3, duration_ms: 4000 });
});

let bytes = 0;
const exports = await timed(5, async () => {
  bytes = 0;
  for await (const chunk of await exporter.open(userId)) bytes += Buffer.byteLength(chunk as string);
});

console.log(`reviews bench (SQLite, ${CARDS} cards, ${dueCount} due now)`);
console.log(
  `  due queue (limit 20): p50 ${queue.p50.toFixed(2)} ms, p99 ${queue.p99.toFixed(2)} ms (target ≤ 20 ms p99)`,
);
console.log(
  `  answer:               p50 ${answers.p50.toFixed(2)} ms, p99 ${answers.p99.toFixed(2)} ms (target ≤ 10 ms p99)`,
);
console.log(
  `  export (${CONVERSATIONS} conversations × ${MESSAGES_PER_CONVERSATION} messages, ${CARDS} cards, ${(bytes / 1024 / 1024).toFixed(1)} MiB): p50 ${exports.p50.toFixed(0)} ms, p99 ${exports.p99.toFixed(0)} ms (target ≤ 2000 ms)`,
);
await db.destroy();
fs.rmSync(dataDir, { recursive: true, force: true });
