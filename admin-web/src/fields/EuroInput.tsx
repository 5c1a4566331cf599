import { useState } from 'react';
import { TextField, type SxProps, type Theme } from '@mui/material';
import { FieldTitle, InputHelperText, useInput, useLocaleState, type Validator } from 'react-admin';
import { i18nProvider } from '@/i18nProvider';
import { centsToText, formatCents, parseEuros } from '@/fields/money';

/** Upper bound of any single price in the API (100,000 EUR). */
const MAX_CENTS = 10_000_000;

/** Refuses amounts over the API's bound, with the bound said in euros rather than cents. */
export const maxCents =
  (max = MAX_CENTS) =>
  (value: unknown) =>
    typeof value === 'number' && value > max
      ? {
          message: 'ra.validation.maxValue',
          args: { max: formatCents(max, i18nProvider.getLocale()) },
        }
      : undefined;

/** Text the input could not read as an amount of the panel's language is kept as text. */
const readable: Validator = (value: unknown) =>
  typeof value === 'string' ? 'app.validation.euro_amount' : undefined;

export interface EuroInputProps {
  source: string;
  label?: string;
  helperText?: string;
  validate?: Validator | Validator[];
  fullWidth?: boolean;
  autoFocus?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * A price typed in euros the way the panel's language writes them (`19,99` in German, `19.99` in
 * English) and stored in integer cents. A text input, not `type="number"`: a number input reads
 * the browser's region, so "100,50" became 10050 in a browser with US formats under the German
 * panel. What cannot be read stays in the form as text and is refused with an example.
 */
export const EuroInput = ({ validate, label, helperText, sx, ...props }: EuroInputProps) => {
  const [locale] = useLocaleState();
  const rules = [readable, ...(Array.isArray(validate) ? validate : validate ? [validate] : [])];
  const { field, fieldState, isRequired, id } = useInput({ ...props, validate: rules });
  const [text, setText] = useState(() => centsToText(field.value, locale));

  // A value set from outside (a reset, the form's defaults, another language) replaces the text;
  // the value this input wrote from the text leaves the text as typed ("25,5" stays "25,5").
  // Adjusted while rendering, as React advises for state that follows a changed prop.
  const [seen, setSeen] = useState({ value: field.value as unknown, locale });
  if (seen.value !== field.value || seen.locale !== locale) {
    setSeen({ value: field.value, locale });
    const typed = parseEuros(text, locale) ?? (text.trim() === '' ? null : text);
    const value = field.value === undefined || field.value === '' ? null : field.value;
    if (typed !== value) setText(centsToText(field.value, locale));
  }

  const error = fieldState.invalid;
  return (
    <TextField
      id={id}
      name={field.name}
      inputRef={field.ref}
      value={text}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        const cents = parseEuros(next, locale);
        field.onChange(cents === undefined ? next : cents);
      }}
      onBlur={field.onBlur}
      disabled={field.disabled}
      label={<FieldTitle label={label} source={props.source} isRequired={isRequired} />}
      error={error}
      helperText={
        <InputHelperText
          error={error ? fieldState.error?.message : undefined}
          helperText={helperText}
        />
      }
      fullWidth={props.fullWidth}
      autoFocus={props.autoFocus}
      className={`ra-input ra-input-${props.source}`}
      sx={sx}
      slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
    />
  );
};
