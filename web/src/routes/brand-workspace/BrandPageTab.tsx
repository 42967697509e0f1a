import { useState } from 'react';
import styled from 'styled-components';
import { VerificationNote, WorkspacePanel } from '../../components/brand/WorkspacePanel';
import { EntityLogo } from '../../components/directory/EntityLogo';
import { FileButton } from '../../components/ui/FileButton';
import { FieldError, FieldHint } from '../../components/ui/fieldParts';
import type { BrandPage_BrandFragment } from '../../gql/graphql';
import { useUpdateBrandMutation, useUploadBrandLogoMutation } from '../../mutations/useBrandWorkspaceMutations';
import { BrandForm } from './BrandForm';

/** The team edits the brand's public page: the logo at once, the fields on save. */
export const BrandPageTab = ({ brand }: { brand: BrandPage_BrandFragment }) => {
  const save = useUpdateBrandMutation(brand);
  const uploadLogo = useUploadBrandLogoMutation(brand.id);
  const [uploading, setUploading] = useState(false);
  const [logoError, setLogoError] = useState<string | null>(null);

  const onFile = async (file: File) => {
    setUploading(true);
    setLogoError(null);
    const failed = await uploadLogo(file);
    setUploading(false);
    setLogoError(failed);
  };

  return (
    <Layout>
      {!brand.verified ? (
        <VerificationNote title={brand.listed ? 'Not verified yet' : 'Awaiting verification'}>
          {brand.listed
            ? 'Your page is in the directory without the verified badge until an admin has checked your brand.'
            : 'An admin checks every new brand before it joins the public directory. Until then only your team sees this page; creators cannot find it or send requests.'}
        </VerificationNote>
      ) : null}
      <WorkspacePanel $roomy aria-labelledby="brand-page-title">
        <h2 id="brand-page-title">Your public page</h2>
        <BrandForm
          key={brand.id}
          idPrefix="brand-page"
          brand={brand}
          submitLabel="Save changes"
          onUpdate={save}
          header={
            <LogoBlock aria-labelledby="brand-logo-legend" aria-describedby={logoError ? 'brand-logo-error' : 'brand-logo-hint'}>
              <legend id="brand-logo-legend">Logo</legend>
              <LogoRow>
                <EntityLogo src={brand.logoUrl} name={brand.name} size={72} />
                <div>
                  <FileButton id="brand-logo-file" accept="image/jpeg,image/png,image/webp" onFile={(file) => void onFile(file)} disabled={uploading}>
                    {uploading ? 'Uploading…' : 'Upload a new logo'}
                  </FileButton>
                  {logoError ? <FieldError id="brand-logo-error">{logoError}</FieldError> : null}
                  <FieldHint id="brand-logo-hint">JPEG, PNG or WebP up to 5 MB; a square logo works best. It changes at once.</FieldHint>
                </div>
              </LogoRow>
            </LogoBlock>
          }
        />
      </WorkspacePanel>
    </Layout>
  );
};

const Layout = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const LogoBlock = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space.xs};
    padding: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

const LogoRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};

  > div {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space.xs};
    min-width: 0;
  }
`;
