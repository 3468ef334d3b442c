import { ACCESS_METHODS, ACCESS_METHOD_DESCRIPTIONS, CATEGORIES, REGIONS, regionLabel } from '@core/contract/enums';
import { NASA_IMAGE_HOSTS } from '@core/rules/image-hosts';
import type { SubmissionForm } from '@/features/submission/submission-steps';
import type { ReactNode } from 'react';
import type { SelectOption } from '@/components/ui/select';

export type NumberField = 'latitude' | 'longitude' | 'area' | 'population';
export type TextField = 'name' | 'country' | 'description' | 'imageUrl' | 'source' | 'submitterName' | 'submitterEmail';
export type ChoiceField = 'region' | 'category' | 'accessMethod';

interface Common {
  /** The suffix of the control's id. */
  id: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
}

/** One input of the dialog, as data: the field component draws any of them. */
export type FieldSpec =
  | (Common & {
      kind: 'text' | 'textarea';
      name: TextField;
      type?: 'email' | 'url';
      inputMode?: 'url';
      autoComplete?: string;
      placeholder?: string;
    })
  | (Common & {
      kind: 'number';
      name: NumberField;
      /** 'text' for a signed figure: an iPhone's decimal and numeric pads have no minus key. */
      inputMode: 'decimal' | 'numeric' | 'text';
      /** A text box, not a number box: a coordinate may be typed 45°30'S, which a number box drops. */
      textual?: true;
      step: string;
      min?: string;
      placeholder?: string;
    })
  | (Common & { kind: 'choice'; name: ChoiceField; options: readonly SelectOption[] });

/** A line of the form: one field, or two side by side. */
export type FieldRow = readonly FieldSpec[];

const regionOptions = REGIONS.map((region) => ({ value: region, label: regionLabel(region) }));
const categoryOptions = CATEGORIES.map((category) => ({ value: category, label: category }));
const accessOptions = ACCESS_METHODS.map((method) => ({
  value: method,
  label: `${method} (${ACCESS_METHOD_DESCRIPTIONS[method].toLowerCase()})`,
}));

/** The fields of each step, in the order the spec gives them (step 3's features and step 4's image hint are drawn apart). */
export const STEP_FIELDS: Record<1 | 2 | 3 | 4, readonly FieldRow[]> = {
  1: [
    [{ kind: 'text', id: 'name', name: 'name', label: 'Island name', required: true, autoComplete: 'off' }],
    [
      {
        kind: 'text',
        id: 'country',
        name: 'country',
        label: 'Country or territory',
        required: true,
        autoComplete: 'off',
      },
    ],
    [
      { kind: 'choice', id: 'region', name: 'region', label: 'Region', required: true, options: regionOptions },
      { kind: 'choice', id: 'category', name: 'category', label: 'Category', required: true, options: categoryOptions },
    ],
    [
      {
        kind: 'textarea',
        id: 'description',
        name: 'description',
        label: 'Description',
        required: true,
        hint: 'What makes it remote, what is there, how people reach it. At least 10 characters.',
      },
    ],
  ],
  2: [
    [
      {
        kind: 'number',
        id: 'latitude',
        name: 'latitude',
        label: 'Latitude',
        required: true,
        hint: 'Decimal degrees, −90 to 90 (south negative), or degrees and minutes: 37°06′S',
        inputMode: 'text',
        textual: true,
        step: 'any',
        placeholder: '-37.1052',
      },
      {
        kind: 'number',
        id: 'longitude',
        name: 'longitude',
        label: 'Longitude',
        required: true,
        hint: 'Decimal degrees, −180 to 180 (west negative), or degrees and minutes: 12°17′W',
        inputMode: 'text',
        textual: true,
        step: 'any',
        placeholder: '-12.2777',
      },
    ],
    [
      {
        kind: 'number',
        id: 'area',
        name: 'area',
        label: 'Area (km²)',
        hint: 'Optional',
        inputMode: 'decimal',
        step: 'any',
        min: '0',
      },
      {
        kind: 'number',
        id: 'population',
        name: 'population',
        label: 'Population',
        hint: '0 if nobody lives there',
        inputMode: 'numeric',
        step: '1',
        min: '0',
        placeholder: '0',
      },
    ],
  ],
  3: [
    [
      {
        kind: 'choice',
        id: 'access',
        name: 'accessMethod',
        label: 'Access method',
        required: true,
        options: accessOptions,
      },
    ],
  ],
  4: [
    [
      {
        kind: 'text',
        id: 'image',
        name: 'imageUrl',
        label: 'NASA image URL',
        type: 'url',
        inputMode: 'url',
        placeholder: 'https://earthobservatory.nasa.gov/...',
        hint: (
          <>
            Optional. An https link from NASA imagery only: <span className="hosts">{NASA_IMAGE_HOSTS.join(', ')}</span>
            .
          </>
        ),
      },
    ],
    [
      {
        kind: 'text',
        id: 'source',
        name: 'source',
        label: 'Where did you read this?',
        autoComplete: 'off',
        hint: 'Optional. A link, a book or an article, so our curators can check the facts.',
      },
    ],
    [
      {
        kind: 'text',
        id: 'submitter-name',
        name: 'submitterName',
        label: 'Your name',
        required: true,
        autoComplete: 'name',
      },
    ],
    [
      {
        kind: 'text',
        id: 'submitter-email',
        name: 'submitterEmail',
        label: 'Your email',
        required: true,
        type: 'email',
        autoComplete: 'email',
        hint: 'We only use it to tell you about the status of your submission.',
      },
    ],
  ],
};

/** Step 3's checkboxes, with the words the dialog shows. */
export const FEATURE_FLAGS = [
  ['hasAirport', 'Has an active airport'],
  ['hasAbandonedAirstrip', 'Has an abandoned airstrip'],
  ['isInhabited', 'Permanently inhabited'],
  ['militaryHistory', 'Has military history'],
] as const satisfies readonly (readonly [keyof SubmissionForm, string])[];
