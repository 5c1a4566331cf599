import { Edit, SimpleForm } from 'react-admin';
import { DemandRuleInputs } from '@/demand-rules/DemandRuleInputs';
import { toDemandRulePayload } from '@/demand-rules/payload';
import { backToPricing } from '@/pages/pricing/redirect';
import { UnsavedChangesGuard } from '@/layout/UnsavedChangesGuard';

// Pessimistic: a refused rule (400) must not look saved for the undo delay.
export const DemandRuleEdit = () => (
  <Edit
    transform={toDemandRulePayload}
    mutationMode="pessimistic"
    redirect={backToPricing}
    title="app.demand.edit_title"
  >
    <SimpleForm noValidate>
      <DemandRuleInputs />
      <UnsavedChangesGuard />
    </SimpleForm>
  </Edit>
);
