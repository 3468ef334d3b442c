import type { Category, Region, AccessMethod } from '@core/contract/enums';
import type { SubmissionForm } from '@/features/submission/submission-steps';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import type { ChoiceField, FieldSpec, NumberField, TextField } from '../submission-fields';

interface SubmissionFieldProps {
  spec: FieldSpec;
  /** The dialog's unique id prefix; the control's id is the prefix and the spec's id. */
  idPrefix: string;
  form: SubmissionForm;
  /** What the number inputs hold as typed (an unparsable entry stays visible). */
  numbers: Record<NumberField, string>;
  error?: string | undefined;
  warning?: string | undefined;
  onText: (name: TextField, value: string) => void;
  onNumber: (name: NumberField, raw: string) => void;
  onChoice: (name: ChoiceField, value: Region | Category | AccessMethod) => void;
}

/** One labelled input of the submission dialog, drawn from its spec: text, long text, number or choice. */
export function SubmissionField({
  spec,
  idPrefix,
  form,
  numbers,
  error,
  warning,
  onText,
  onNumber,
  onChoice,
}: SubmissionFieldProps) {
  return (
    <Field
      id={`${idPrefix}-${spec.id}`}
      label={spec.label}
      required={spec.required}
      hint={spec.hint}
      error={error}
      warning={warning}
    >
      {(control) => {
        switch (spec.kind) {
          case 'choice':
            return (
              <Select
                id={control.id}
                ariaDescribedBy={control['aria-describedby']}
                ariaInvalid={!!control['aria-invalid']}
                value={form[spec.name]}
                options={spec.options}
                onValueChange={(value) => onChoice(spec.name, value as Region | Category | AccessMethod)}
              />
            );
          case 'number':
            return (
              <input
                {...control}
                className="input"
                type={spec.textual ? 'text' : 'number'}
                inputMode={spec.inputMode}
                step={spec.textual ? undefined : spec.step}
                min={spec.textual ? undefined : spec.min}
                autoComplete={spec.textual ? 'off' : undefined}
                spellCheck={spec.textual ? false : undefined}
                placeholder={spec.placeholder}
                value={numbers[spec.name]}
                onChange={(event) => onNumber(spec.name, event.target.value)}
              />
            );
          case 'textarea':
            return (
              <textarea
                {...control}
                className="input textarea"
                rows={4}
                value={form[spec.name]}
                onChange={(event) => onText(spec.name, event.target.value)}
              />
            );
          case 'text':
            return (
              <input
                {...control}
                className="input"
                type={spec.type}
                inputMode={spec.inputMode}
                autoComplete={spec.autoComplete}
                placeholder={spec.placeholder}
                value={form[spec.name]}
                onChange={(event) => onText(spec.name, event.target.value)}
              />
            );
        }
      }}
    </Field>
  );
}
