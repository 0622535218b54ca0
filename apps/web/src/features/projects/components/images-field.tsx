import { useController, useFormContext } from 'react-hook-form';
import { PROJECT_LIMITS } from '@goodhive/contract/texts';
import { ImagesField } from '../../../components/ui/images-field';
import type { ProjectFormValues } from '../project-form-values';
import { listError } from './form-section';

/** The project's (or bundle's) pictures in its form: upload, reorder, remove; the first is the cover. */
export function ProjectImagesField() {
  const { control } = useFormContext<ProjectFormValues>();
  const { field, fieldState } = useController({ control, name: 'images' });
  return (
    <ImagesField
      value={field.value}
      onChange={field.onChange}
      max={PROJECT_LIMITS.imagesMax}
      itemName="Project image"
      listLabel="Project images, the cover first"
      emptyText="No images yet. The first image is the cover givers see in the project list."
      addLabel="Upload images"
      testId="project-image"
      error={listError(fieldState.error)}
      coverFirst
      thumbnails="small"
      buttonRef={field.ref}
    />
  );
}
