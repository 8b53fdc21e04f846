import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { SHIPPING_COUNTRIES, type ShippingField } from "~/modules/orders/shipping";

type Props = {
  errors?: Partial<Record<ShippingField, string>>;
  /** What was posted, kept after a refusal. */
  values?: Partial<Record<ShippingField, string>>;
};

/**
 * The shipping address of a shop checkout, inside the test checkout's Pay form: plain
 * named fields (a form post without JavaScript), messages from the server beside each.
 */
export function ShippingAddressFields({ errors = {}, values = {} }: Props) {
  return (
    <fieldset className="grid gap-5">
      <legend className="mb-4 font-display text-xl text-ink-900">Shipping address</legend>
      <Field label="Full name" name="name" required error={errors.name}>
        {(props) => <Input {...props} autoComplete="shipping name" defaultValue={values.name} />}
      </Field>
      <Field label="Address line 1" name="line1" required error={errors.line1}>
        {(props) => <Input {...props} autoComplete="shipping address-line1" defaultValue={values.line1} />}
      </Field>
      <Field label="Address line 2 (optional)" name="line2" error={errors.line2}>
        {(props) => <Input {...props} autoComplete="shipping address-line2" defaultValue={values.line2} />}
      </Field>
      <div className="grid items-start gap-5 sm:grid-cols-[minmax(0,10rem)_1fr]">
        <Field label="Postal code" name="postalCode" required error={errors.postalCode}>
          {(props) => <Input {...props} autoComplete="shipping postal-code" defaultValue={values.postalCode} />}
        </Field>
        <Field label="City" name="city" required error={errors.city}>
          {(props) => <Input {...props} autoComplete="shipping address-level2" defaultValue={values.city} />}
        </Field>
      </div>
      <Field label="Country" name="country" required error={errors.country}>
        {(props) => (
          <Select {...props} autoComplete="shipping country" defaultValue={values.country ?? "DK"}>
            <option value="">Choose a country</option>
            {SHIPPING_COUNTRIES.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </Select>
        )}
      </Field>
    </fieldset>
  );
}
