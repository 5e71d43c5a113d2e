import { getTokenizer } from '@kaiwa/japanese';
import { createJapaneseCore } from './src/japanese-core';
import { measureLevel } from './src/modules/conversations/character-reply';
const j = createJapaneseCore();
const lines = (await import('node:fs')).readFileSync(0, 'utf8').split('\n').filter(Boolean);
for (const l of lines) {
  const [level, text] = l.split('\t') as [any, string];
  const { share, above } = await measureLevel(j, text, level);
  console.log(`${share > 0.2 ? 'FAIL' : 'ok  '} ${level} ${Math.round(share * 100)}% ${text} ${above.map((i) => `${i.word}[${i.reading}]${i.level}`).join(',')}`);
}
getTokenizer().close();
