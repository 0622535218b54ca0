import { Alert, Anchor, Badge, Button, Checkbox, Group, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Select } from '../../../components/ui/select';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { emailSchema } from '@goodhive/contract';
import { messages, stripCompanyName, type TrialImpactKey } from '@goodhive/contract/texts';
import { AlertIcon, ArrowLeftIcon } from '../../../components/ui/icons';
import { ApiError } from '../../../lib/api';
import { PATHS } from '../../../lib/paths';
import { DEFAULT_COUNTRY_CODE, createTrialAccount, isEmailFree, visitorCountryQuery } from '../api/trial-sign-up';
import { buildTrialSignUp, formFieldOf, trialFormSchema, type TrialFormValues } from '../trial-schema';
import type { TrialImpactOption } from '../trial-impacts';
import { countriesQuery, industriesQuery } from '../../../lib/lookups';

const EMPTY: TrialFormValues = {
  first_name: '',
  last_name: '',
  email: '',
  company: '',
  countryid: null,
  industry: null,
  password: '',
  retype_password: '',
  terms: false,
};

/** What the server said about the referral code the sign-up carried. */
export type ReferralOutcome = { applied: boolean; message: string } | null;

export type SignUpFormProps = {
  impact: TrialImpactOption;
  referralCode: string | null;
  /** A signed-in member sees the form but cannot send it. */
  disabled: boolean;
  onBack: () => void;
  onCreated: (credentials: { email: string; password: string; referral: ReferralOutcome }) => void;
};

/** Why the account could not be created, in the contract's own messages. */
function creationFailure(error: unknown, mappedFields: number): string {
  if (error instanceof ApiError) {
    if (error.status === 409) return messages.emailExists;
    if (error.status === 403) return messages.loggedInAsMember;
    if (error.status === 429) return error.message;
    if (error.status === 422 && mappedFields > 0) return messages.trialFormInvalid;
  }
  return messages.somethingWentWrong;
}

/**
 * Step 2 of the trial sign-up, the trial form: who you are and your company, BACK and MAKE IT
 * HAPPEN. Every rule is checked here with the contract's texts; the server's field errors land on the
 * same fields. The e-mail is checked for use when the field is left.
 */
export function SignUpForm({ impact, referralCode, disabled, onBack, onCreated }: SignUpFormProps) {
  const countries = useQuery(countriesQuery());
  const visitorCountry = useQuery(visitorCountryQuery());
  const industries = useQuery(industriesQuery());
  const takenEmails = useRef(new Set<string>());
  const schema = useMemo(() => trialFormSchema(takenEmails.current), []);
  const create = useMutation({ mutationFn: createTrialAccount });
  const [formError, setFormError] = useState<string | null>(null);
  const [shown, setShown] = useState({ password: false, confirm: false });
  const {
    register,
    control,
    handleSubmit,
    setValue,
    getValues,
    getFieldState,
    setError,
    trigger,
    formState: { errors },
  } = useForm<TrialFormValues>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: EMPTY });

  // The visitor's country when the server knows it (a setting, off by default), else India.
  const visitorCountryKnown = !visitorCountry.isPending;
  useEffect(() => {
    if (!countries.data || !visitorCountryKnown || getValues('countryid')) return;
    const code = visitorCountry.data ?? DEFAULT_COUNTRY_CODE;
    const preselected =
      countries.data.find((country) => country.code === code) ?? countries.data.find((country) => country.code === DEFAULT_COUNTRY_CODE) ?? null;
    if (preselected) setValue('countryid', preselected);
  }, [countries.data, visitorCountryKnown, visitorCountry.data, getValues, setValue]);

  const checkEmail = async () => {
    const email = getValues('email').trim();
    if (!emailSchema.safeParse(email).success) return;
    try {
      if (!(await isEmailFree(email))) {
        takenEmails.current.add(email.toLowerCase());
        await trigger('email');
      }
    } catch (error) {
      // The server checks again on submit; a failed look-up only costs the early warning.
      console.warn('The e-mail check failed', error);
    }
  };

  const onValid = (values: TrialFormValues) => {
    setFormError(null);
    create.mutate(buildTrialSignUp(values, impact.key as TrialImpactKey, referralCode), {
      onSuccess: (data) => onCreated({ email: values.email.trim(), password: values.password, referral: data.referral ?? null }),
      onError: (error) => {
        console.warn('The trial account was not created', error);
        let mapped = 0;
        if (error instanceof ApiError) {
          if (error.status === 409) takenEmails.current.add(values.email.trim().toLowerCase());
          for (const [serverField, texts] of Object.entries(error.errors ?? {})) {
            const field = formFieldOf(serverField);
            if (field && texts[0]) {
              setError(field, { message: texts[0] }, { shouldFocus: mapped === 0 });
              mapped += 1;
            }
          }
        }
        setFormError(creationFailure(error, mapped));
      },
    });
  };
  const onInvalid = () => setFormError(messages.trialFormInvalid);

  const countryOptions = useMemo(
    () => (countries.data ?? []).map((country) => ({ value: country.id, label: `${country.name} (${country.dialing_code})` })),
    [countries.data],
  );
  const industryOptions = useMemo(() => (industries.data ?? []).map((industry) => ({ value: industry.id, label: industry.name })), [industries.data]);
  const passwordToggle = (key: 'password' | 'confirm', label: string) => ({
    visible: shown[key],
    onVisibilityChange: (value: boolean) => setShown((s) => ({ ...s, [key]: value })),
    visibilityToggleFocusable: true,
    visibilityToggleButtonProps: { 'aria-label': label },
  });

  return (
    <form onSubmit={handleSubmit(onValid, onInvalid)} noValidate aria-label="Sign up for your trial">
      <fieldset disabled={disabled || create.isPending || create.isSuccess} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <Stack gap="lg">
          {formError ? (
            <Alert color="red" variant="light" icon={<AlertIcon />} role="alert" data-testid="trial-form-error">
              {formError}
              {formError === messages.emailExists ? (
                <>
                  {' '}
                  <Anchor component={Link} to={PATHS.login} fw={600} inherit>
                    Go to Login
                  </Anchor>
                </>
              ) : null}
            </Alert>
          ) : null}
          {referralCode ? (
            <Badge color="forest" variant="light" radius="sm" tt="none" size="lg" w="fit-content">
              Referral code {referralCode}
            </Badge>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <TextInput label="First name" autoComplete="given-name" withAsterisk error={errors.first_name?.message} {...register('first_name')} />
            <TextInput label="Last name" autoComplete="family-name" withAsterisk error={errors.last_name?.message} {...register('last_name')} />
            <TextInput
              label="Work email"
              type="email"
              inputMode="email"
              autoComplete="email"
              withAsterisk
              error={errors.email?.message}
              {...register('email', { onBlur: () => void checkEmail() })}
            />
            <TextInput
              label="Company"
              autoComplete="organization"
              withAsterisk
              error={errors.company?.message}
              {...register('company', {
                // Only letters, digits, &, hyphens, spaces and apostrophes stay in a company name.
                onChange: (event: { target: { value: string } }) => {
                  const clean = stripCompanyName(event.target.value);
                  if (clean !== event.target.value) setValue('company', clean, { shouldValidate: getFieldState('company').isTouched });
                },
              })}
            />
            <Controller
              control={control}
              name="countryid"
              render={({ field }) => (
                <Select<number>
                  label="Country"
                  placeholder={countries.isPending ? 'Loading countries…' : 'Choose your country'}
                  withAsterisk
                  searchable
                  clearable
                  nothingFoundMessage="No country matches"
                  clearButtonProps={{ 'aria-label': 'Clear country', 'aria-hidden': false, tabIndex: 0 }}
                  data={countryOptions}
                  value={field.value?.id ?? null}
                  onChange={(id) => field.onChange(countries.data?.find((country) => country.id === id) ?? null)}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={errors.countryid?.message ?? (countries.isError ? 'The countries could not be loaded. Please reload the page.' : undefined)}
                  comboboxProps={{ withinPortal: true }}
                />
              )}
            />
            <Controller
              control={control}
              name="industry"
              render={({ field }) => (
                <Select<number>
                  label="Industry (optional)"
                  placeholder="Choose your industry"
                  searchable
                  clearable
                  clearButtonProps={{ 'aria-label': 'Clear industry', 'aria-hidden': false, tabIndex: 0 }}
                  data={industryOptions}
                  value={field.value}
                  onChange={(id) => field.onChange(id)}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={errors.industry?.message}
                />
              )}
            />
            <PasswordInput
              label="Password"
              description={errors.password ? undefined : 'At least 6 characters, with an uppercase letter, a lowercase letter and a number.'}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              autoComplete="new-password"
              withAsterisk
              error={errors.password?.message}
              {...passwordToggle('password', 'Show password')}
              {...register('password', {
                onChange: () => {
                  if (getFieldState('retype_password').isTouched) void trigger('retype_password');
                },
              })}
            />
            <PasswordInput
              label="Confirm password"
              autoComplete="new-password"
              withAsterisk
              error={errors.retype_password?.message}
              {...passwordToggle('confirm', 'Show confirm password')}
              {...register('retype_password')}
            />
          </SimpleGrid>
          <Checkbox
            label={
              <>
                I have read and accept the{' '}
                <Anchor component={Link} to={PATHS.terms} target="_blank" inherit fw={600}>
                  Terms and Conditions
                </Anchor>{' '}
                and the{' '}
                <Anchor component={Link} to={PATHS.privacy} target="_blank" inherit fw={600}>
                  Privacy Policy
                </Anchor>
                .
              </>
            }
            error={errors.terms?.message}
            {...register('terms')}
          />
        </Stack>
      </fieldset>
      <Group justify="space-between" gap="sm" mt="xl">
        <Button type="button" variant="default" size="md" leftSection={<ArrowLeftIcon size={18} />} onClick={onBack} disabled={create.isPending || create.isSuccess}>
          BACK
        </Button>
        <Button type="submit" size="md" loading={create.isPending || create.isSuccess} disabled={disabled}>
          MAKE IT HAPPEN
        </Button>
      </Group>
      <Text fz="xs" c="dimmed" mt="md">
        Your first impact, {impact.outcome}, is funded by Goodhive. No card needed.
      </Text>
    </form>
  );
}
