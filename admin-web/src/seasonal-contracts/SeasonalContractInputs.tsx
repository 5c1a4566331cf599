import { DateInput, email, SelectInput, TextInput, required } from 'react-admin';
import { languageChoices } from '@/seasonal-contracts/seasonalApi';

const plates = (v: unknown) => (Array.isArray(v) ? v.join(', ') : ((v as string | null) ?? ''));

/** The holder's details, plates and renewal date: what both the create and the edit form carry. */
export const SeasonalHolderInputs = () => (
  <>
    <TextInput source="firstName" validate={required()} />
    <TextInput source="lastName" validate={required()} />
    <TextInput source="email" type="email" validate={[required(), email()]} />
    <TextInput source="phone" />
    <TextInput source="street" />
    <TextInput source="postalCode" />
    <TextInput source="city" />
    <TextInput source="country" />
    <SelectInput source="language" choices={languageChoices} validate={required()} />
    <TextInput source="plates" format={plates} parse={(v: string) => v} />
    <DateInput source="renewalOfferDate" />
  </>
);
