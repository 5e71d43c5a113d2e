import { FormField } from '../../components/FormField';

/** The e-mail box of the sign-in and password-reset forms: the browser's e-mail keyboard and autofill. */
export function EmailField({
  value,
  onChange,
  autoFocus = false,
}: {
  value: string;
  onChange: (value: string) => void;
  autoFocus?: boolean;
}) {
  return (
    <FormField label="Email">
      {(id) => (
        <input
          id={id}
          type="email"
          autoComplete="email"
          inputMode="email"
          autoFocus={autoFocus}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
