// Translation round trip through the built server with the offline engine (SQLite, one process, the job
// worker in-process): submit → job → Completed, as the client sees it by polling getTranslation.
// Prints p50/p99 and the mean over ~30 Japanese texts; asserts nothing.
import {
  api as calls,
  type LoginResponse,
  type SubmitTranslationResponse,
  type TranslationResponse,
} from '@kaiwa/contract';
import { percentile, postJson, startBuiltServer } from './support';

/** How often the bench checks the status: far below the client's 1000 ms so the figure is the server's. */
const CHECK_EVERY_MS = 1;

const SENTENCES = [
  '猫が好きです。',
  '毎日コーヒーを飲みます。',
  '明日は友達と映画を見に行きます。',
  '日本語の勉強は難しいですが、楽しいです。',
  '駅の前に新しいレストランができました。',
  '週末は家族と海へ行きました。',
  '私の趣味は写真を撮ることです。',
  '今朝は雨が降っていたので、バスで学校に来ました。',
  'この本はとても面白かったです。',
  '来年、京都へ旅行したいと思っています。',
  '先生に質問してもいいですか。',
  '冬になると、温かいお茶が飲みたくなります。',
  '昨日の晩ご飯は魚と野菜でした。',
  '図書館で静かに本を読みました。',
  '兄は東京の会社で働いています。',
  '電車が遅れたので、会議に間に合いませんでした。',
  '子供のころ、よく公園で遊びました。',
  '天気がいい日は散歩をします。',
  '新しい言葉を毎日十個覚えます。',
  '病院は何時まで開いていますか。',
  '誕生日にきれいな花をもらいました。',
  '部屋の窓から山が見えます。',
  'ゆっくり話してください。',
  '夏休みに祖母の家に泊まりました。',
  '日曜日はたいてい買い物に行きます。',
  'この漢字の読み方を教えてください。',
  '駅までどのくらいかかりますか。',
  '仕事の後でジムに行きます。',
  '春になると桜がきれいに咲きます。',
  '将来は日本で働きたいです。',
];

async function main() {
  // The per-user AI limit would otherwise refuse the 31st translation of the minute.
  const server = await startBuiltServer({ AI_JOBS_PER_MINUTE: '1000' });
  try {
    const api = `${server.baseUrl}/api`;
    const { user } = await postJson<LoginResponse>(`${api}${calls.registerNative.path}`, {
      email: 'translation-bench@example.com',
      alias: 'ベンチ',
      password: 'a long bench password',
    });
    const headers = { authorization: `Bearer ${user.auth_token}`, 'x-user-id': user.user_id };

    const roundTrip = async (text: string): Promise<number> => {
      const started = performance.now();
      const { translation_id } = await postJson<SubmitTranslationResponse>(
        `${api}${calls.submitTranslationTask.path}`,
        { input_text: text, source_language: 'Japanese', target_language: 'English', context: '' },
        headers,
      );
      for (;;) {
        const response = await fetch(
          `${api}${calls.getTranslation.path}?translation_id=${encodeURIComponent(translation_id)}`,
          { headers },
        );
        const { status, translation } = (await response.json()) as TranslationResponse;
        if (status === 'Completed') return performance.now() - started;
        if (status === 'Failed') throw new Error(`translation failed: ${translation.error}`);
        await new Promise((resolve) => setTimeout(resolve, CHECK_EVERY_MS));
      }
    };

    // The first translation loads the tokenizer and the catalogue; it is reported on its own.
    const cold = await roundTrip(SENTENCES[0]!);
    const times: number[] = [];
    for (const sentence of SENTENCES) times.push(await roundTrip(sentence));
    const mean = times.reduce((sum, time) => sum + time, 0) / times.length;

    console.log(`\nTranslation round trip (offline engine, built server on SQLite, ${times.length} texts)`);
    console.log(`first translation (tokenizer + catalogue load): ${cold.toFixed(0)} ms`);
    console.log(
      `submit → Completed   p50 ${percentile(times, 50).toFixed(0)} ms   p99 ${percentile(times, 99).toFixed(0)} ms   mean ${mean.toFixed(0)} ms   (status checked every ${CHECK_EVERY_MS} ms)`,
    );
  } finally {
    await server.stop();
  }
}

await main();
