import { DeleteOutlined } from '@ant-design/icons';
import { Button, Flex, Image, Typography } from 'antd';
import { useObjectUrl } from '../hooks/use-object-url';
import { offerEditMessages } from '../lib/offer-form-mode';

interface ImageInputProps {
  id?: string;
  value?: File | null;
  onChange?: (file: File | null) => void;
  previewAlt: string;
  /** The image already saved (edit mode): shown, and kept, while no new file is chosen. */
  currentUrl?: string | null;
  currentAlt?: string;
}

/**
 * A native file input (accessible through the Form.Item label, easy to drive in tests) with a local
 * preview. Size is deliberately not enforced (docs/product.md §5: the 5MB limit is guidance).
 */
export function ImageInput(props: ImageInputProps) {
  const { value, onChange } = props;
  const preview = useObjectUrl(value);
  return (
    <Flex vertical gap={8}>
      <input
        id={props.id}
        type="file"
        accept="image/jpeg,image/png,image/gif"
        // Re-picking the same file after removing it must fire change again.
        key={value ? 'chosen' : 'empty'}
        onChange={(event) => onChange?.(event.target.files?.[0] ?? null)}
      />
      {!value && props.currentUrl && (
        <Flex align="center" gap={12}>
          <Image src={props.currentUrl} alt={props.currentAlt} width={96} height={96} preview={false} />
          <Typography.Text type="secondary">{offerEditMessages.currentImage}</Typography.Text>
        </Flex>
      )}
      {value && (
        <Flex align="center" gap={12}>
          {preview && <Image src={preview} alt={props.previewAlt} width={96} height={96} preview={false} />}
          <Typography.Text type="secondary">{value.name}</Typography.Text>
          <Button
            icon={<DeleteOutlined />}
            aria-label={`Remover ${props.previewAlt}`}
            onClick={() => onChange?.(null)}
          />
        </Flex>
      )}
    </Flex>
  );
}
