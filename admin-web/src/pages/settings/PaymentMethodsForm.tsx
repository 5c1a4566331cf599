import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Card, CardContent, Typography } from '@mui/material';
import {
  CheckboxGroupInput,
  Form,
  Loading,
  minLength,
  SaveButton,
  useNotify,
  useTranslate,
} from 'react-admin';
import { PAYMENT_METHODS } from '@contract/constants';
import {
  fieldErrors,
  pricingSettingsQuery,
  savePaymentMethods,
  type PaymentMethod,
} from '@/pages/settings/systemApi';

const choices = PAYMENT_METHODS.map((id) => ({
  id,
  name: `resources.bookings.payment_method.${id}`,
}));

/** The payment methods on offer (the pricing settings' list), in the checkout's order. */
export const PaymentMethodsForm = ({ canEdit }: { canEdit: boolean }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { data, isPending, isError } = useQuery(pricingSettingsQuery);
  const { mutateAsync } = useMutation({
    mutationFn: savePaymentMethods,
    onSuccess: (saved) => {
      queryClient.setQueryData(pricingSettingsQuery.queryKey, saved);
      notify('app.payment_methods.saved', { type: 'success' });
    },
  });
  const submit = async (values: Record<string, unknown>) => {
    const chosen = (values.paymentMethods as PaymentMethod[] | undefined) ?? [];
    // Keep the checkout's display order, whatever order the boxes were ticked in.
    const ordered = PAYMENT_METHODS.filter((m) => chosen.includes(m));
    try {
      await mutateAsync(ordered);
      return undefined;
    } catch (error) {
      const fields = fieldErrors(error);
      notify(fields ? 'app.system.save_error' : (error as Error).message, { type: 'error' });
      return fields;
    }
  };

  return (
    <Card component="section" aria-labelledby="payment-methods-title" sx={{ mt: 2 }}>
      <CardContent>
        <Typography id="payment-methods-title" variant="h6" component="h2" gutterBottom>
          {translate('app.payment_methods.title')}
        </Typography>
        <Typography color="text.secondary">{translate('app.payment_methods.intro')}</Typography>
        {isPending ? (
          <Loading />
        ) : isError ? (
          <Alert severity="error">{translate('app.system.load_error')}</Alert>
        ) : (
          <Form
            record={{ id: 1, paymentMethods: data.paymentMethods }}
            onSubmit={submit}
            disabled={!canEdit}
          >
            <CheckboxGroupInput
              source="paymentMethods"
              label="app.payment_methods.field"
              choices={choices}
              validate={minLength(1, 'app.payment_methods.none')}
            />
            {canEdit && <SaveButton />}
          </Form>
        )}
      </CardContent>
    </Card>
  );
};
