import { api, type Message, type Speed } from '@kaiwa/contract';
import { AudioButton } from '../../components/AudioButton';

/**
 * A message's two audio buttons: its Japanese (the message itself, or its Japanese translation) and its
 * other language (a Japanese message's English translation, or the message itself).
 */
export function MessageAudio({
  message,
  conversationId,
  speed,
}: {
  message: Message;
  conversationId: string;
  speed: Speed;
}) {
  const query = { message_id: message.message_id, conversation_id: conversationId, speed };
  const otherLanguage =
    message.content_language && message.content_language !== 'Japanese'
      ? message.content_language
      : 'English';
  return (
    <>
      <AudioButton
        request={{ path: api.getMessageAudioJapanese.path, query }}
        label="this message in Japanese"
        text="JA"
        size="small"
      />
      <AudioButton
        request={{ path: api.getMessageAudioOtherLanguage.path, query }}
        label={`this message in ${otherLanguage}`}
        text={otherLanguage.slice(0, 2).toUpperCase()}
        size="small"
      />
    </>
  );
}
