import { type TextareaHTMLAttributes, useLayoutEffect, useRef } from 'react';

type AutoGrowTextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  value: string;
  minHeight: number;
  maxHeight: number;
};

/** A text area that grows with its content between `minHeight` and `maxHeight` pixels, then scrolls. */
export function AutoGrowTextArea({ value, minHeight, maxHeight, style, ...props }: AutoGrowTextAreaProps) {
  const ref = useRef<HTMLTextAreaElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the height follows the text, which `value` is
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${Math.min(maxHeight, Math.max(minHeight, element.scrollHeight))}px`;
  }, [value, minHeight, maxHeight]);
  return (
    <textarea
      ref={ref}
      value={value}
      style={{ ...style, minHeight, maxHeight, overflowY: 'auto', resize: 'none' }}
      {...props}
    />
  );
}
