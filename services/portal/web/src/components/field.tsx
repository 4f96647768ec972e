import { useEffect, useState } from 'react';
import { FieldError, Input, Label, Text, TextField, type TextFieldProps } from 'react-aria-components';

/**
 * A labelled text input with its description and the error the API (or the browser) found in it.
 * The API's error stands until the partner edits the field: React Aria's native validation would
 * otherwise keep the input invalid and the browser would refuse to submit the corrected form.
 */
export function Field({
  label,
  description,
  error,
  type = 'text',
  onChange,
  ...props
}: { label: string; description?: string; error?: string | undefined; type?: string } & Omit<
  TextFieldProps,
  'children'
>) {
  const [edited, setEdited] = useState(false);
  useEffect(() => setEdited(false), [error]);
  const shown = edited ? undefined : error;
  return (
    <TextField
      className="field"
      isInvalid={shown !== undefined}
      onChange={(value) => {
        setEdited(true);
        onChange?.(value);
      }}
      {...props}
    >
      <Label>{label}</Label>
      <Input type={type} />
      {description ? <Text slot="description">{description}</Text> : null}
      <FieldError>{shown}</FieldError>
    </TextField>
  );
}
