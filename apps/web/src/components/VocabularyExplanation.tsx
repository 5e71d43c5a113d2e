import {
  api,
  type VocabularyExplanation as Explanation,
  type JlptLevel,
  type KanjiDictionary,
  type RelatedWord,
  type Speed,
  VOCABULARY_RETRY_MS,
  type VocabExplanationResponse,
  type WordDictionary,
} from '@kaiwa/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch, pollUntilReady, throwIfFailed } from '../lib/api';
import { displayKanji } from '../lib/dictionary';
import { AudioButton } from './AudioButton';
import { PitchAccent } from './PitchAccent';
import { ReviewToggle } from './ReviewToggle';
import styles from './VocabularyExplanation.module.css';

/** While the server is still writing the explanation it answers 201 (spec §4): asked again every second. */
async function fetchExplanation(vocabId: string, signal: AbortSignal): Promise<Explanation> {
  const response = await pollUntilReady(
    () => apiFetch(api.getVocabExplanation.path, { query: { vocab_id: vocabId }, signal }),
    VOCABULARY_RETRY_MS,
    signal,
  );
  await throwIfFailed(response);
  return ((await response.json()) as VocabExplanationResponse).explanation;
}

function gradeText(grade: number): string {
  if (grade <= 6) return `Grade ${grade} (elementary school)`;
  if (grade === 8) return 'Secondary school';
  return 'Name kanji (jinmeiyō)';
}

function WordLink({ word, onSelectWord }: { word: RelatedWord; onSelectWord?: (vocabId: string) => void }) {
  const label = (
    <>
      <span lang="ja" className={styles.wordForm}>
        {displayKanji(word) || word.pronunciation}
      </span>
      {displayKanji(word) && (
        <span lang="ja" className={styles.wordReading}>
          {word.pronunciation}
        </span>
      )}
      <span className={styles.levelBadge}>{word.level}</span>
      <span className={styles.wordMeaning}>{word.english}</span>
    </>
  );
  return onSelectWord ? (
    <button type="button" className={styles.wordButton} onClick={() => onSelectWord(word.vocab_id)}>
      {label}
    </button>
  ) : (
    <span className={styles.wordStatic}>{label}</span>
  );
}

function WordList({
  words,
  onSelectWord,
}: {
  words: RelatedWord[];
  onSelectWord?: (vocabId: string) => void;
}) {
  return (
    <ul className={styles.words}>
      {words.map((word) => (
        <li key={word.vocab_id}>
          <WordLink word={word} onSelectWord={onSelectWord} />
        </li>
      ))}
    </ul>
  );
}

function Level({ level }: { level: JlptLevel | null }) {
  return <span className={styles.levelBadge}>{level ?? 'not in JLPT lists'}</span>;
}

function WordFacts({ dictionary }: { dictionary: WordDictionary }) {
  return (
    <>
      <h3 className={styles.heading}>Meanings</h3>
      <ol className={styles.senses}>
        {dictionary.senses.map((sense, index) => (
          // Senses have no id; their order is the dictionary's and never changes.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index}>
            {sense.parts_of_speech.length > 0 && (
              <span className={styles.partOfSpeech}>{sense.parts_of_speech.join(', ')}</span>
            )}
            <span>{sense.glosses.join('; ')}</span>
            {sense.notes.length > 0 && <span className={styles.note}>{sense.notes.join(', ')}</span>}
          </li>
        ))}
      </ol>
      {dictionary.alternative_forms.length > 0 && (
        <p className={styles.fact}>
          Also written: <span lang="ja">{dictionary.alternative_forms.join('、')}</span>
        </p>
      )}
      {dictionary.kanji.length > 0 && (
        <>
          <h3 className={styles.heading}>Kanji in this word</h3>
          <ul className={styles.kanjiList}>
            {dictionary.kanji.map((kanji) => (
              <li key={kanji.kanji} className={styles.kanjiRow}>
                <span lang="ja" className={styles.kanjiGlyph}>
                  {kanji.kanji}
                </span>
                <Level level={kanji.level} />
                <span>{kanji.meanings.join(', ')}</span>
                <span lang="ja" className={styles.wordReading}>
                  {[...kanji.on_readings, ...kanji.kun_readings].join('、')}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

function KanjiFacts({
  dictionary,
  onSelectWord,
}: {
  dictionary: KanjiDictionary;
  onSelectWord?: (vocabId: string) => void;
}) {
  return (
    <>
      <h3 className={styles.heading}>Kanji details</h3>
      <dl className={styles.facts}>
        <dt>Meanings</dt>
        <dd>{dictionary.meanings.join(', ')}</dd>
        <dt>On readings</dt>
        <dd lang="ja">{dictionary.on_readings.join('、') || '—'}</dd>
        <dt>Kun readings</dt>
        <dd lang="ja">{dictionary.kun_readings.join('、') || '—'}</dd>
        <dt>Strokes</dt>
        <dd>{dictionary.strokes}</dd>
        <dt>School grade</dt>
        <dd>{dictionary.grade === null ? '—' : gradeText(dictionary.grade)}</dd>
      </dl>
      {dictionary.common_words.length > 0 && (
        <>
          <h3 className={styles.heading}>Common words with this kanji</h3>
          <WordList words={dictionary.common_words} onSelectWord={onSelectWord} />
        </>
      )}
    </>
  );
}

/**
 * The shared explanation view (spec §2): explanation, kana, translation, example sentences, related words
 * and the dictionary's facts. Fetches itself and asks again every second while the server is still writing it.
 * `onSelectWord` makes related words clickable (e.g. to show their explanation instead). The explanation and
 * each example sentence can be heard at `speed` (the user's saved speed when absent).
 */
export function VocabularyExplanation({
  vocabId,
  onSelectWord,
  speed,
}: {
  vocabId: string;
  onSelectWord?: (vocabId: string) => void;
  speed?: Speed;
}) {
  const query = useQuery({
    queryKey: ['vocabularyExplanation', vocabId],
    queryFn: ({ signal }) => fetchExplanation(vocabId, signal),
    retry: false,
  });

  if (query.isError) {
    return (
      <p role="alert" className={styles.error}>
        Error fetching explanation: {query.error.message}
      </p>
    );
  }
  if (!query.data) {
    return (
      <p role="status" className={styles.generating}>
        Generating explanation...
      </p>
    );
  }
  const explanation = query.data;
  const { dictionary } = explanation;
  return (
    <article className={styles.explanation} aria-label="Vocabulary explanation">
      <section className={styles.lead}>
        <ReviewToggle
          vocabId={vocabId}
          name={dictionary.vocabType === 'kanji' ? dictionary.kanji : dictionary.word}
        />
        <div className={styles.spoken}>
          <AudioButton
            request={{ path: api.getExplanationAudio.path, query: { vocab_id: vocabId, speed } }}
            label="the explanation"
            size="small"
          />
          <p lang={explanation.source === 'ai' ? 'ja' : undefined} className={styles.text}>
            {explanation.explanation}
          </p>
        </div>
        <p lang="ja" className={styles.kana}>
          {explanation.explanation_kana}
        </p>
        {explanation.pitch_accent.length > 0 && (
          <p className={styles.pitchAccent}>
            <span className={styles.pitchAccentLabel}>Pitch accent</span>
            <PitchAccent accents={explanation.pitch_accent} />
          </p>
        )}
        <p className={styles.translation}>{explanation.explanation_translation}</p>
        {explanation.source === 'dictionary' && <p className={styles.source}>From the dictionary</p>}
      </section>

      {explanation.example_sentences.length > 0 && (
        <section>
          <h3 className={styles.heading}>Example sentences</h3>
          <ul className={styles.examples}>
            {explanation.example_sentences.map((example, index) => (
              <li key={example.example_sentence_id} className={styles.example}>
                <div className={styles.spoken}>
                  <AudioButton
                    request={{
                      path: api.getExplanationExampleAudio.path,
                      query: { vocab_id: vocabId, example_sentence_id: example.example_sentence_id, speed },
                    }}
                    label={`example sentence ${index + 1}`}
                    size="small"
                  />
                  <p lang="ja" className={styles.sentence}>
                    {example.sentence}
                  </p>
                </div>
                <p lang="ja" className={styles.kana}>
                  {example.sentence_kana}
                </p>
                <p className={styles.translation}>{example.sentence_translation}</p>
                {example.source === 'tatoeba' && (
                  <p className={styles.source}>
                    From <a href="https://tatoeba.org">Tatoeba</a> (CC BY 2.0 FR)
                  </p>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}

      <section>
        {explanation.dictionary.vocabType === 'kanji' ? (
          <KanjiFacts dictionary={explanation.dictionary} onSelectWord={onSelectWord} />
        ) : (
          <WordFacts dictionary={explanation.dictionary} />
        )}
      </section>

      {explanation.related_words.length > 0 && (
        <section>
          <h3 className={styles.heading}>Related words</h3>
          <WordList words={explanation.related_words} onSelectWord={onSelectWord} />
        </section>
      )}
    </article>
  );
}
