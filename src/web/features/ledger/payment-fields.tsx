import type { FieldErrors, UseFormRegisterReturn } from "react-hook-form";
import { PAYMENT_METHODS } from "~/domain/invoices";
import { controlProps, FormField } from "~/web/components/ui/form-field";
import { Input } from "~/web/components/ui/input";
import { NativeSelect } from "~/web/components/ui/native-select";

type Field = "paidOn" | "method" | "reference";

/** When, how and with what reference money moved: a brand's payment and a payout to a payee alike. */
export function PaymentFields({
  id,
  register,
  errors,
}: {
  id: string;
  register: (name: Field) => UseFormRegisterReturn;
  errors: FieldErrors<Record<Field, unknown>>;
}) {
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id={`${id}-on`} label="Paid on" error={errors.paidOn?.message}>
          <Input type="date" {...controlProps(`${id}-on`, errors.paidOn?.message)} {...register("paidOn")} />
        </FormField>
        <FormField id={`${id}-method`} label="Method" error={errors.method?.message}>
          <NativeSelect {...controlProps(`${id}-method`, errors.method?.message)} {...register("method")}>
            {PAYMENT_METHODS.map((method) => (
              <option key={method}>{method}</option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <FormField id={`${id}-ref`} label="Reference (optional)" error={errors.reference?.message}>
        <Input {...controlProps(`${id}-ref`, errors.reference?.message)} {...register("reference")} />
      </FormField>
    </>
  );
}
