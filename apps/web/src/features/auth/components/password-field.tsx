import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useState, type Ref } from 'react';

/** A password with a show/hide toggle that the keyboard reaches, named 'Show <label>'. */
export function PasswordField({ label, ...props }: PasswordInputProps & { label: string; ref?: Ref<HTMLInputElement> }) {
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      label={label}
      size="md"
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleFocusable
      // One fixed name; Mantine adds aria-pressed, so assistive technology hears whether it is shown.
      visibilityToggleButtonProps={{ 'aria-label': `Show ${label.toLowerCase()}` }}
      {...props}
    />
  );
}
