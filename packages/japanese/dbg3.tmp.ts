import { tokenize } from './src/index';
for (const s of process.argv.slice(2)) console.log((await tokenize(s)).map((t) => `${t.surface}/${t.pos}-${t.posDetail}/${t.basicForm}`).join(' '));
