import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { ACCESS_METHODS, ACCESS_METHOD_DESCRIPTIONS, CATEGORIES, REGIONS, regionLabel } from '@core/enums';
import type { AccessMethod, Category, Region } from '@core/enums';
import { NASA_IMAGE_HOSTS, isAcceptedImageUrl } from '@core/image-hosts';
import { NASA_URL_LIVE_MESSAGE, submissionPayloadSchema } from '@core/schemas';
import {
  FIX_ISSUES_HEADING,
  GENERIC_FORM_ERROR,
  STEP_MESSAGES,
  SUBMISSION_STEPS,
  SUBMISSION_STEP_COUNT,
  emptySubmissionForm,
  parseNumberInput,
  toSubmissionPayload,
  validateSubmissionStep,
} from '@core/submission-steps';
import type { SubmissionForm } from '@core/submission-steps';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { ArrowLeftIcon, ArrowRightIcon } from '@/components/ui/icons';
import { Select } from '@/components/ui/select';
import { HoneypotField, withHoneypot } from '@/components/ui/honeypot-field';
import { successText } from '@/lib/delivery-note';
import { showToast } from '@/components/ui/toast-store';
import { failureText } from '@/lib/api-error';
import { useSubmitIsland } from '../api/submit-island';
import { useSubmissionDialog } from '../hooks/use-submission-dialog';
import { SUBMISSION_TEXT } from '../messages';
import '../submission.css';

type NumberField = 'latitude' | 'longitude' | 'area' | 'population';

/** The four-step submission dialog. Its state lives in the body, so closing it resets everything. */
export function SubmissionDialog({ onSubmitted }: { onSubmitted: () => void }) {
  const { open, setOpen } = useSubmissionDialog();
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={SUBMISSION_TEXT.dialogTitle}
      description={SUBMISSION_TEXT.dialogDescription}
      className="submission-dialog"
    >
      <SubmissionSteps
        onCancel={() => setOpen(false)}
        onSubmitted={() => {
          setOpen(false);
          onSubmitted();
        }}
      />
    </Dialog>
  );
}

const regionOptions = REGIONS.map((region) => ({ value: region, label: regionLabel(region) }));
const categoryOptions = CATEGORIES.map((category) => ({ value: category, label: category }));
const accessOptions = ACCESS_METHODS.map((method) => ({
  value: method,
  label: `${method} (${ACCESS_METHOD_DESCRIPTIONS[method].toLowerCase()})`,
}));

function SubmissionSteps({ onCancel, onSubmitted }: { onCancel: () => void; onSubmitted: () => void }) {
  const [step, setStep] = useState(1);
  const [form, setForm] = useState<SubmissionForm>(emptySubmissionForm);
  const [numbers, setNumbers] = useState<Record<NumberField, string>>({
    latitude: '',
    longitude: '',
    area: '',
    population: '',
  });
  const [errors, setErrors] = useState<string[]>([]);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const ids = useId();
  const mutation = useSubmitIsland({
    onSuccess: (delivery) => {
      showToast({
        title: SUBMISSION_TEXT.successTitle,
        description: successText(SUBMISSION_TEXT.successText, delivery),
      });
      onSubmitted();
    },
  });

  const current = SUBMISSION_STEPS[step - 1]!;
  const fieldError = (field: keyof typeof STEP_MESSAGES) =>
    errors.includes(STEP_MESSAGES[field]) ? STEP_MESSAGES[field] : undefined;
  const set = <K extends keyof SubmissionForm>(key: K, value: SubmissionForm[K]) =>
    setForm((previous) => ({ ...previous, [key]: value }));
  const setNumber = (field: NumberField, raw: string) => {
    setNumbers((previous) => ({ ...previous, [field]: raw }));
    if (field === 'area') set('area', raw.trim() === '' ? undefined : parseNumberInput(raw, 'area'));
    else set(field, parseNumberInput(raw, field));
  };
  const goTo = (next: number) => {
    setStep(next);
    // Announce the new step and start keyboard users at its top.
    requestAnimationFrame(() => stepHeading.current?.focus());
  };

  const next = () => {
    const found = validateSubmissionStep(step, form);
    setErrors(found);
    if (found.length === 0) goTo(step + 1);
  };
  const previous = () => {
    setErrors([]);
    goTo(step - 1);
  };
  const submit = (formElement: HTMLFormElement) => {
    const found = validateSubmissionStep(step, form);
    if (found.length > 0) return setErrors(found);
    const parsed = submissionPayloadSchema.safeParse(toSubmissionPayload(form));
    if (!parsed.success) {
      const messages = [...new Set(parsed.error.issues.map((issue) => issue.message))];
      return setErrors(messages.length > 0 ? messages : [GENERIC_FORM_ERROR]);
    }
    setErrors([]);
    mutation.mutate(withHoneypot(parsed.data, formElement), {
      onError: (error) =>
        showToast({
          title: SUBMISSION_TEXT.failureTitle,
          description: failureText(error, SUBMISSION_TEXT.failureText),
          variant: 'destructive',
        }),
    });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    if (step < SUBMISSION_STEP_COUNT) next();
    else submit(event.currentTarget);
  };

  const id = (name: string) => `${ids}-${name}`;
  const liveUrlWarning =
    form.imageUrl.trim() !== '' && !isAcceptedImageUrl(form.imageUrl.trim()) && !fieldError('imageUrl')
      ? NASA_URL_LIVE_MESSAGE
      : undefined;
  const percent = (step / SUBMISSION_STEP_COUNT) * 100;

  return (
    <form className="submission-form" onSubmit={onSubmit} noValidate>
      <HoneypotField />
      <div className="submission-progress">
        <div className="submission-progress__labels">
          <h3 className="submission-progress__title" ref={stepHeading} tabIndex={-1}>
            <span className="submission-progress__step">
              Step {step} of {SUBMISSION_STEP_COUNT}
            </span>
            <span className="visually-hidden">: </span>
            <span>{current.title}</span>
          </h3>
          <span className="submission-progress__percent" aria-hidden="true">
            {percent}%
          </span>
        </div>
        <div
          className="progress"
          role="progressbar"
          aria-label="Submission progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`Step ${step} of ${SUBMISSION_STEP_COUNT}`}
        >
          <div className="progress__bar" style={{ transform: `scaleX(${step / SUBMISSION_STEP_COUNT})` }} />
        </div>
      </div>

      <div className="submission-form__fields" data-step={step}>
        {step === 1 ? (
          <>
            <Field id={id('name')} label="Island name" required error={fieldError('name')}>
              {(control) => (
                <input
                  {...control}
                  className="input"
                  value={form.name}
                  onChange={(event) => set('name', event.target.value)}
                  autoComplete="off"
                />
              )}
            </Field>
            <Field id={id('country')} label="Country or territory" required error={fieldError('country')}>
              {(control) => (
                <input
                  {...control}
                  className="input"
                  value={form.country}
                  onChange={(event) => set('country', event.target.value)}
                  autoComplete="off"
                />
              )}
            </Field>
            <div className="field-row">
              <Field id={id('region')} label="Region" required error={fieldError('region')}>
                {(control) => (
                  <Select
                    id={control.id}
                    ariaDescribedBy={control['aria-describedby']}
                    ariaInvalid={!!control['aria-invalid']}
                    value={form.region}
                    options={regionOptions}
                    onValueChange={(value) => set('region', value as Region)}
                  />
                )}
              </Field>
              <Field id={id('category')} label="Category" required error={fieldError('category')}>
                {(control) => (
                  <Select
                    id={control.id}
                    ariaDescribedBy={control['aria-describedby']}
                    ariaInvalid={!!control['aria-invalid']}
                    value={form.category}
                    options={categoryOptions}
                    onValueChange={(value) => set('category', value as Category)}
                  />
                )}
              </Field>
            </div>
            <Field
              id={id('description')}
              label="Description"
              required
              hint="What makes it remote, what is there, how people reach it. At least 10 characters."
              error={fieldError('description')}
            >
              {(control) => (
                <textarea
                  {...control}
                  className="input textarea"
                  rows={4}
                  value={form.description}
                  onChange={(event) => set('description', event.target.value)}
                />
              )}
            </Field>
          </>
        ) : null}

        {step === 2 ? (
          <>
            <div className="field-row">
              <Field
                id={id('latitude')}
                label="Latitude"
                required
                hint="Decimal degrees, −90 to 90; south is negative"
                error={fieldError('latitude')}
              >
                {(control) => (
                  <input
                    {...control}
                    className="input"
                    type="number"
                    inputMode="decimal"
                    step="any"
                    placeholder="-37.1052"
                    value={numbers.latitude}
                    onChange={(event) => setNumber('latitude', event.target.value)}
                  />
                )}
              </Field>
              <Field
                id={id('longitude')}
                label="Longitude"
                required
                hint="Decimal degrees, −180 to 180; west is negative"
                error={fieldError('longitude')}
              >
                {(control) => (
                  <input
                    {...control}
                    className="input"
                    type="number"
                    inputMode="decimal"
                    step="any"
                    placeholder="-12.2777"
                    value={numbers.longitude}
                    onChange={(event) => setNumber('longitude', event.target.value)}
                  />
                )}
              </Field>
            </div>
            <div className="field-row">
              <Field id={id('area')} label="Area (km²)" hint="Optional" error={fieldError('area')}>
                {(control) => (
                  <input
                    {...control}
                    className="input"
                    type="number"
                    inputMode="decimal"
                    step="any"
                    min="0"
                    value={numbers.area}
                    onChange={(event) => setNumber('area', event.target.value)}
                  />
                )}
              </Field>
              <Field
                id={id('population')}
                label="Population"
                hint="0 if nobody lives there"
                error={fieldError('population')}
              >
                {(control) => (
                  <input
                    {...control}
                    className="input"
                    type="number"
                    inputMode="numeric"
                    step="1"
                    min="0"
                    placeholder="0"
                    value={numbers.population}
                    onChange={(event) => setNumber('population', event.target.value)}
                  />
                )}
              </Field>
            </div>
          </>
        ) : null}

        {step === 3 ? (
          <>
            <Field id={id('access')} label="Access method" required error={fieldError('accessMethod')}>
              {(control) => (
                <Select
                  id={control.id}
                  ariaDescribedBy={control['aria-describedby']}
                  ariaInvalid={!!control['aria-invalid']}
                  value={form.accessMethod}
                  options={accessOptions}
                  onValueChange={(value) => set('accessMethod', value as AccessMethod)}
                />
              )}
            </Field>
            <fieldset className="checkbox-group">
              <legend className="field__label">Features</legend>
              {(
                [
                  ['hasAirport', 'Has an active airport'],
                  ['hasAbandonedAirstrip', 'Has an abandoned airstrip'],
                  ['isInhabited', 'Permanently inhabited'],
                  ['militaryHistory', 'Has military history'],
                ] as const
              ).map(([key, label]) => (
                <label key={key} className="checkbox">
                  <input type="checkbox" checked={form[key]} onChange={(event) => set(key, event.target.checked)} />
                  <span>{label}</span>
                </label>
              ))}
            </fieldset>
          </>
        ) : null}

        {step === 4 ? (
          <>
            <Field
              id={id('image')}
              label="NASA image URL"
              hint={
                <>
                  Optional. An https link from NASA imagery only:{' '}
                  <span className="hosts">{NASA_IMAGE_HOSTS.join(', ')}</span>.
                </>
              }
              error={fieldError('imageUrl')}
              warning={liveUrlWarning}
            >
              {(control) => (
                <input
                  {...control}
                  className="input"
                  type="url"
                  inputMode="url"
                  placeholder="https://earthobservatory.nasa.gov/..."
                  value={form.imageUrl}
                  onChange={(event) => set('imageUrl', event.target.value)}
                />
              )}
            </Field>
            <Field id={id('submitter-name')} label="Your name" required error={fieldError('submitterName')}>
              {(control) => (
                <input
                  {...control}
                  className="input"
                  autoComplete="name"
                  value={form.submitterName}
                  onChange={(event) => set('submitterName', event.target.value)}
                />
              )}
            </Field>
            <Field
              id={id('submitter-email')}
              label="Your email"
              required
              hint="We only use it to tell you about the status of your submission."
              error={fieldError('submitterEmail')}
            >
              {(control) => (
                <input
                  {...control}
                  className="input"
                  type="email"
                  autoComplete="email"
                  value={form.submitterEmail}
                  onChange={(event) => set('submitterEmail', event.target.value)}
                />
              )}
            </Field>
          </>
        ) : null}
      </div>

      {errors.length > 0 ? (
        <div className="form-errors" role="alert">
          <p className="form-errors__heading">{FIX_ISSUES_HEADING}</p>
          <ul>
            {errors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}

      <div className="submission-form__actions">
        {step === 1 ? (
          <Button variant="outline" onClick={onCancel}>
            {SUBMISSION_TEXT.cancel}
          </Button>
        ) : (
          <Button variant="outline" onClick={previous} disabled={mutation.isPending}>
            <ArrowLeftIcon />
            {SUBMISSION_TEXT.previous}
          </Button>
        )}
        {step < SUBMISSION_STEP_COUNT ? (
          <Button type="submit">
            {SUBMISSION_TEXT.next}
            <ArrowRightIcon />
          </Button>
        ) : (
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending ? SUBMISSION_TEXT.submitting : SUBMISSION_TEXT.submit}
          </Button>
        )}
      </div>
    </form>
  );
}
