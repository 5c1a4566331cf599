import {
  AutocompleteInput,
  DateInput,
  FormDataConsumer,
  NumberInput,
  RadioButtonGroupInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  email,
  maxLength,
  maxValue,
  minValue,
  required,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { Typography } from '@mui/material';
import { categoryName } from '@/categories/name';
import {
  countryChoices,
  languageChoices,
  paymentMethodChoices,
  siteToday,
  staffStatusChoices,
} from '@/bookings/choices';
import { QuotePanel } from '@/bookings/QuotePanel';
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

const holdUntilInRange = (value: string, values: { checkIn?: string }) =>
  value && (value < siteToday() || (values.checkIn && value > values.checkIn))
    ? 'resources.bookings.validation.hold_until'
    : undefined;

/**
 * The booking form of both the phone booking (create) and the edit screen: stay, guest, address,
 * payment. A new booking shows its live price and starts confirmed or pending; the payment status
 * is never an input (it follows from the payments recorded on the booking page).
 */
export const BookingInputs = ({ mode }: { mode: 'create' | 'edit' }) => {
  const [locale] = useLocaleState();
  const translate = useTranslate();
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

      {mode === 'create' && (
        <FormSection title="resources.bookings.sections.price">
          <QuotePanel />
        </FormSection>
      )}

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
        {mode === 'create' && (
          <>
            <RadioButtonGroupInput
              source="status"
              choices={staffStatusChoices}
              label="resources.bookings.fields.initialStatus"
              row
            />
            <FormDataConsumer<{ status?: string }>>
              {({ formData }) =>
                formData.status === 'pending' && (
                  <DateInput
                    source="holdUntil"
                    validate={[required(), holdUntilInRange]}
                    helperText="resources.bookings.help.hold_until"
                  />
                )
              }
            </FormDataConsumer>
          </>
        )}
        <FormRow>
          <SelectInput source="paymentMethod" choices={paymentMethodChoices} />
        </FormRow>
        {mode === 'edit' && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('resources.bookings.help.payment_status')}
          </Typography>
        )}
        <TextInput source="notes" multiline minRows={2} validate={maxLength(1000)} />
        <PlatesInput />
      </FormSection>
    </>
  );
};
