import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Image, Space, Upload } from 'antd';
import { useEffect, useState } from 'react';

interface LogoFieldProps {
  /** The logo already saved (URL), shown until a new file is picked. */
  currentUrl: string | null;
  value?: File | null;
  onChange?: (file: File | null) => void;
}

/** Optional logo: image files only, kept in the form (never uploaded on its own), with a preview. */
export function LogoField(props: LogoFieldProps) {
  const { message } = App.useApp();
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const file = props.value ?? null;
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') return setPreviewUrl(null);
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const shown = previewUrl ?? props.currentUrl;
  return (
    <Space orientation="vertical">
      <Upload
        accept="image/*"
        maxCount={1}
        showUploadList={file ? { showRemoveIcon: true } : false}
        fileList={file ? [{ uid: 'logo', name: file.name, status: 'done' }] : []}
        beforeUpload={(picked) => {
          if (!picked.type.startsWith('image/')) {
            message.error('Apenas arquivos de imagem são permitidos.');
            return Upload.LIST_IGNORE;
          }
          props.onChange?.(picked);
          return false;
        }}
        onRemove={() => props.onChange?.(null)}
      >
        <Button icon={<UploadOutlined />}>Selecionar logo</Button>
      </Upload>
      {shown && <Image src={shown} alt="Pré-visualização do logo" width={96} />}
    </Space>
  );
}
