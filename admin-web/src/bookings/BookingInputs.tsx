import {
  AutocompleteInput,
  DateInput,
  FormDataConsumer,
  NumberInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  email,
  maxLength,
  maxValue,
  minValue,
  required,
  useLocaleState,
} from 'react-admin';
import { categoryName } from '@/categories/name';
import {
  countryChoices,
  languageChoices,
  paymentMethodChoices,
  paymentStatusChoices,
  siteToday,
} from '@/bookings/choices';
import { ExtrasInput } from '@/bookings/ExtrasInput';
import { PlatesInput } from '@/bookings/PlatesInput';
import { FormRow, FormSection } from '@/layout/FormSections';

interface PitchOption {
  code: string;
  category?: { nameDe: string; nameEn: string };
  hasElectricity?: boolean;
}

const checkOutAfterCheckIn = (value: string, values: { checkIn?: string }) =>
  value && values.checkIn && value <= values.checkIn
    ? 'resources.bookings.validation.checkout_after_checkin'
    : undefined;

const notInThePast = (value: string) =>
  value && value < siteToday() ? 'resources.bookings.validation.past_date' : undefined;

/**
 * The booking form of both the phone booking (create) and the edit screen: stay, guest, address,
 * payment. `mode` decides what the API accepts: a new booking has no payment status yet.
 */
export const BookingInputs = ({ mode }: { mode: 'create' | 'edit' }) => {
  const [locale] = useLocaleState();
  return (
    <>
      <FormSection title="resources.bookings.sections.stay">
        <FormRow>
          <ReferenceInput
            source="categoryId"
            reference="categories"
            sort={{ field: 'sortOrder', order: 'ASC' }}
          >
            <SelectInput
              optionText={(c: { nameDe: string; nameEn: string }) => categoryName(c, locale)}
              emptyText=" "
            />
          </ReferenceInput>
          <FormDataConsumer<{ categoryId?: string }>>
            {({ formData }) => (
              <ReferenceInput
                source="pitchId"
                reference="pitches"
                sort={{ field: 'code', order: 'ASC' }}
                perPage={100}
                filter={{
                  active: true,
                  ...(formData.categoryId ? { categoryId: formData.categoryId } : {}),
                }}
              >
                <AutocompleteInput
                  optionText={(p: PitchOption) =>
                    p.category ? `${p.code} · ${categoryName(p.category, locale)}` : p.code
                  }
                  filterToQuery={(q: string) => ({ q })}
                  validate={required()}
                  helperText="resources.bookings.help.pitch"
                />
              </ReferenceInput>
            )}
          </FormDataConsumer>
        </FormRow>
        <FormRow>
          <DateInput
            source="checkIn"
            validate={mode === 'create' ? [required(), notInThePast] : required()}
          />
          <DateInput source="checkOut" validate={[required(), checkOutAfterCheckIn]} />
        </FormRow>
        <FormRow>
          <NumberInput
            source="adults"
            min={1}
            max={20}
            step={1}
            validate={[required(), minValue(1), maxValue(20)]}
          />
          <NumberInput
            source="children"
            min={0}
            max={20}
            step={1}
            validate={[minValue(0), maxValue(20)]}
          />
        </FormRow>
        <ExtrasInput />
      </FormSection>

      <FormSection title="resources.bookings.sections.guest">
        <FormRow>
          <TextInput
            source="firstName"
            autoComplete="off"
            validate={[required(), maxLength(100)]}
          />
          <TextInput source="lastName" autoComplete="off" validate={[required(), maxLength(100)]} />
        </FormRow>
        <FormRow>
          <TextInput
            source="email"
            type="email"
            autoComplete="off"
            validate={[email(), maxLength(254)]}
            helperText="resources.bookings.help.email"
          />
          <TextInput source="phone" type="tel" autoComplete="off" validate={maxLength(30)} />
        </FormRow>
        <FormRow>
          <SelectInput source="language" choices={languageChoices} validate={required()} />
          <TextInput source="uid" validate={maxLength(14)} />
        </FormRow>
      </FormSection>

      <FormSection title="resources.bookings.sections.address">
        <TextInput source="street" validate={maxLength(200)} />
        <FormRow>
          <TextInput source="postalCode" validate={maxLength(20)} />
          <TextInput source="city" validate={maxLength(100)} />
        </FormRow>
        <SelectInput
          source="country"
          choices={countryChoices(locale)}
          translateChoice={false}
          emptyText=" "
          helperText="resources.bookings.help.country"
        />
      </FormSection>

      <FormSection title="resources.bookings.sections.booking">
        <FormRow>
          <SelectInput source="paymentMethod" choices={paymentMethodChoices} />
          {mode === 'edit' && <SelectInput source="paymentStatus" choices={paymentStatusChoices} />}
        </FormRow>
        <TextInput source="notes" multiline minRows={2} validate={maxLength(1000)} />
        <PlatesInput />
      </FormSection>
    </>
  );
};
