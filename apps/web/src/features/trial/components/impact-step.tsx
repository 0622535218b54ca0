import { Alert, Button, Group, Radio, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { useState } from 'react';
import { messages } from '@goodhive/contract/texts';
import { AlertIcon, ArrowRightIcon } from '../../../components/ui/icons';
import { TRIAL_IMPACT_OPTIONS } from '../trial-impacts';
import classes from './impact-step.module.css';

type ImpactStepProps = { value: string | null; onChange: (key: string) => void; onSubmit: () => void };

/** Step 1 of the trial: one of water, tree or education, each $1.00 of giving; SUBMIT YOUR IMPACT needs a choice. */
export function ImpactStep({ value, onChange, onSubmit }: ImpactStepProps) {
  const [showError, setShowError] = useState(false);
  const submit = () => {
    if (!value) {
      setShowError(true);
      return;
    }
    onSubmit();
  };

  return (
    <Stack gap="lg">
      <Radio.Group
        value={value}
        onChange={(key) => {
          setShowError(false);
          onChange(key);
        }}
        label="Impacts to choose from"
        classNames={{ label: classes.groupLabel }}
      >
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
          {TRIAL_IMPACT_OPTIONS.map((option) => {
            const Icon = option.icon;
            return (
              <Radio.Card key={option.key} value={option.key} className={classes.card} radius="lg" aria-label={`${option.title}: ${option.amount} gives ${option.outcome}`}>
                <Stack gap="sm">
                  <Group justify="space-between" align="flex-start" wrap="nowrap">
                    <ThemeIcon size={48} radius="md" variant="light" color="forest" aria-hidden="true">
                      <Icon size={26} />
                    </ThemeIcon>
                    <Radio.Indicator aria-hidden="true" />
                  </Group>
                  <Text fw={700} fz="lg" c="forest.9">
                    {option.title}
                  </Text>
                  <Text className={classes.outcome}>
                    <span className={classes.amount}>{option.amount}</span> gives <strong>{option.outcome}</strong>
                  </Text>
                  <Text fz="sm" c="dimmed">
                    {option.description}
                  </Text>
                </Stack>
              </Radio.Card>
            );
          })}
        </SimpleGrid>
      </Radio.Group>
      {showError ? (
        <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
          {messages.noImpactChosen}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button size="md" rightSection={<ArrowRightIcon size={18} />} onClick={submit}>
          SUBMIT YOUR IMPACT
        </Button>
      </Group>
    </Stack>
  );
}
