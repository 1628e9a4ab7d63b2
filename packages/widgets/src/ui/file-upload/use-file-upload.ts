import {
  FILE_MAX_BYTES,
  type FileType,
  type PutFile,
  type SavedFile,
  type UploadAction,
  uploadExtensions,
  uploadFile,
} from '@saola/core/api';
import { validators } from '@saola/core/validate';
import { useState } from 'react';
import { useFormat } from '../../runtime/format';
import { useLocale, useT } from '../../runtime/i18n';
import { useSaola } from '../../runtime/saola';

export interface UploadState {
  progress: number | null;
  problem: string | null;
}

/** Checks a chosen file against the type's and action's rules, then runs SPEC §4's upload flow with progress. */
export function useFileUpload(
  fileType: FileType,
  action: UploadAction,
  onUploaded: (file: SavedFile) => void,
  put?: PutFile,
) {
  const t = useT();
  const locale = useLocale();
  const { size } = useFormat();
  const { client } = useSaola();
  const [state, setState] = useState<UploadState>({ progress: null, problem: null });

  const accept = async (file: File) => {
    if (!validators.fileExtension(file, uploadExtensions(fileType, action))) {
      setState({ progress: null, problem: t('validation.fileExtension') });
      return;
    }
    if (!validators.fileSize(file.size, FILE_MAX_BYTES[fileType])) {
      setState({
        progress: null,
        problem: t('validation.fileSizeMax', { max: size(FILE_MAX_BYTES[fileType]) }),
      });
      return;
    }
    setState({ progress: 0, problem: null });
    const result = await uploadFile(client, file, {
      fileType,
      uploadAction: action,
      locale,
      onProgress: (progress) => setState({ progress, problem: null }),
      ...(put ? { put } : {}),
    });
    if (result.ok) {
      setState({ progress: null, problem: null });
      onUploaded(result.file);
    } else {
      setState({ progress: null, problem: result.reason ?? t('errors.uploadFailed') });
    }
  };

  return { ...state, accept };
}
