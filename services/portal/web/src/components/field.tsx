import { FieldError, Input, Label, Text, TextField, type TextFieldProps } from 'react-aria-components';

/** A labelled text input with its description and the error the API (or the browser) found in it. */
export function Field({
  label,
  description,
  error,
  type = 'text',
  ...props
}: { label: string; description?: string; error?: string | undefined; type?: string } & Omit<
  TextFieldProps,
  'children'
>) {
  return (
    <TextField className="field" isInvalid={error !== undefined} {...props}>
      <Label>{label}</Label>
      <Input type={type} />
      {description ? <Text slot="description">{description}</Text> : null}
      <FieldError>{error}</FieldError>
    </TextField>
  );
}
