/**
 * What a company reporting under the CSRD may *require* from a value-chain undertaking with up to 1,000
 * employees: the datapoints the value-chain standard calls necessary (Directive (EU) 2026/470, the 2026
 * Omnibus amendment, and its delegated act for value-chain requests). Everything beyond the cap may only
 * be asked as optional, and the supplier may decline it.
 *
 * Each cap is versioned: a questionnaire checked against a cap records its version, and a new official
 * list is added as a new version rather than edited in place.
 */
export type ValueChainCap = {
  readonly version: string;
  /** `interim`: a stand-in until the official list ships; `official`: the delegated act's own list. */
  readonly status: 'interim' | 'official';
  /** The largest supplier (employees) the cap protects. */
  readonly maxEmployees: number;
  /** Where the list comes from, as told to the company and the supplier. */
  readonly basis: { readonly en: string; readonly de: string };
  /** VSME taxonomy concepts (`vsme:…`) a company may require. */
  readonly datapoints: readonly string[];
};

/**
 * Interim cap: the official value-chain list has not shipped, so the VSME Basic Module stands in (the
 * datapoints of EFRAG's VSME taxonomy 2026-05-01 in the Basic Module, `module` basic or both).
 */
export const VSME_BASIC_INTERIM_CAP: ValueChainCap = {
  version: 'vsme-basic-2026-05-01',
  status: 'interim',
  maxEmployees: 1000,
  basis: {
    en: 'Until the official value-chain list of the delegated act ships, the datapoints of the VSME Basic Module (EFRAG VSME taxonomy 2026-05-01) are the limit of what may be required.',
    de: 'Bis die offizielle Liste des delegierten Rechtsakts für Wertschöpfungskettenanfragen vorliegt, gelten die Datenpunkte des VSME-Basismoduls (EFRAG-VSME-Taxonomie 2026-05-01) als Grenze dessen, was verlangt werden darf.',
  },
  datapoints: [
    'vsme:AddressOfSite',
    'vsme:AmountOfEmissionToAir',
    'vsme:AmountOfEmissionToSoil',
    'vsme:AmountOfEmissionToWater',
    'vsme:AmountOfWaterWithdrawnAtSitesLocatedInAreasOfHighWaterStress',
    'vsme:AreaOfSiteInBiodiversitySensitiveArea',
    'vsme:Assets',
    'vsme:AverageNumberOfAnnualTrainingHoursPerFemaleEmployee',
    'vsme:AverageNumberOfAnnualTrainingHoursPerMaleEmployee',
    'vsme:AverageNumberOfAnnualTrainingHoursPerNonReportedGenderEmployee',
    'vsme:AverageNumberOfAnnualTrainingHoursPerOtherGenderEmployee',
    'vsme:BasisForPreparation',
    'vsme:BasisForReporting',
    'vsme:CityOfSite',
    'vsme:CountryOfPrimaryOperationsAndLocationOfSignificantAssets',
    'vsme:CountryOfSite',
    'vsme:DescriptionOfHowCircularEconomyPrinciplesAreApplied',
    'vsme:DescriptionOfLimitsToTheDistributionOfProfitsConnectedToTheMutualisticNatureOrToTheNatureOfTheActivitiesConsistingInServicesOfGeneralEconomicInterestSGEI',
    'vsme:DescriptionOfSustainabilityRelatedCertificationsOrLabels',
    'vsme:DescriptionOfTheEffectiveParticipationOfWorkersUsersOrOtherInterestedPartiesOrCommunitiesInGovernance',
    'vsme:DisclosureOfAnyOtherEnvironmentalAndOrEntitySpecificEnvironmentalDisclosures',
    'vsme:DisclosureOfAnyOtherGeneralAndOrEntitySpecificInformation',
    'vsme:DisclosureOfAnyOtherGovernanceAndOrEntitySpecificGovernanceDisclosures',
    'vsme:DisclosureOfAnyOtherSocialAndOrEntitySpecificSocialDisclosures',
    'vsme:EmployeeCountingMethodology',
    'vsme:EmployeeTurnoverRate',
    'vsme:EmployeesReceivePayEqualOrAboveMinimumWageDeterminedByNationalLawOrCollectiveAgreement',
    'vsme:EnergyConsumptionFromElectricity',
    'vsme:EnergyConsumptionFromFuels',
    'vsme:EnergyConsumptionFromSelfGeneratedElectricity',
    'vsme:FinancialInvestmentInTheCapitalOrAssetsOfSocialEconomyEntities',
    'vsme:GPSLocationOfSite',
    'vsme:GreenhouseGasEmissionReductionTargetBaseYear',
    'vsme:GreenhouseGasEmissionReductionTargetYear',
    'vsme:GrossLocationBasedScope2GreenhouseGasEmissions',
    'vsme:GrossMarketBasedScope2GreenhouseGasEmissions',
    'vsme:GrossScope1GreenhouseGasEmissions',
    'vsme:GrossScope3GreenhouseGasEmissions',
    'vsme:LinkToPreviousReportContainingDisclosuresThatRemainUnchanged',
    'vsme:ListOfDisclosuresForWhichNoChangesAreReportedComparedToThePreviousPeriodReporting',
    'vsme:ListOfOmittedDisclosuresDeemedToBeClassifiedOrSensitiveInformation',
    'vsme:NaceSectorClassificationCodes',
    'vsme:NameOfMaterialUsed',
    'vsme:NameOfTheSubsidiary',
    'vsme:NumberOfEmployees',
    'vsme:NumberOfEmployeesForCountryOfEmploymentContract',
    'vsme:NumberOfFatalitiesAsAResultOfWorkRelatedInjuriesAndWorkRelatedIllHealth',
    'vsme:NumberOfFemaleEmployees',
    'vsme:NumberOfMaleEmployees',
    'vsme:NumberOfNonReportedGenderEmployees',
    'vsme:NumberOfOtherGenderEmployees',
    'vsme:NumberOfPermanentContractEmployees',
    'vsme:NumberOfRecordableWorkRelatedAccidentsInTheReportingPeriod',
    'vsme:NumberOfTemporaryContractEmployees',
    'vsme:OtherUndertakingsLegalForm',
    'vsme:PercentageGapInPayBetweenFemaleAndMaleEmployees',
    'vsme:PercentageOfEmployeesCoveredByCollectiveBargainingAgreements',
    'vsme:PostalCodeOfSite',
    'vsme:PracticePolicyAndOrFutureInitiativeIsPubliclyAvailable',
    'vsme:PubliclyAvailableDisclosure',
    'vsme:RateOfRecordableWorkRelatedAccidentsInTheReportingPeriod',
    'vsme:RegisteredAddressOfTheSubsidiary',
    'vsme:ReportContainsDisclosuresFromThePreviousReportingPeriodThatRemainUnchanged',
    'vsme:Scope1AndScope2GreenhouseGasEmissionsIntensityValueLocationBased',
    'vsme:Scope1AndScope2GreenhouseGasEmissionsIntensityValueMarketBased',
    'vsme:SiteLocatedInABiodiversitySensitiveArea',
    'vsme:SiteLocatedNearABiodiversitySensitiveArea',
    'vsme:SustainabilityIssueAddressedByPracticePolicyAndOrFutureInitiative',
    'vsme:TotalAmountOfFinesForTheViolationOfAnticorruptionAndAntibriberyLaws',
    'vsme:TotalAmountOfWaterWithdrawnFromAllSites',
    'vsme:TotalEnergyConsumption',
    'vsme:TotalGrossLocationBasedGHGEmissions',
    'vsme:TotalGrossLocationBasedScope1AndScope2GHGEmissions',
    'vsme:TotalGrossMarketBasedGHGEmissions',
    'vsme:TotalGrossMarketBasedScope1AndScope2GHGEmissions',
    'vsme:TotalHazardousWasteGeneratedMass',
    'vsme:TotalHazardousWasteGeneratedVolume',
    'vsme:TotalLocationBasedGreenhouseGasEmissionsIntensityValue',
    'vsme:TotalMarketBasedGreenhouseGasEmissionsIntensityValue',
    'vsme:TotalMassOfMaterialUsed',
    'vsme:TotalNatureOrientedAreaOffSite',
    'vsme:TotalNatureOrientedAreaOnSite',
    'vsme:TotalNonHazardousWasteGeneratedMass',
    'vsme:TotalNonHazardousWasteGeneratedVolume',
    'vsme:TotalNumberOfConvictionsForTheViolationOfAntiCorruptionAndAntiBriberyLaws',
    'vsme:TotalSealedArea',
    'vsme:TotalUseOfLand',
    'vsme:TotalVolumeOfMaterialUsed',
    'vsme:TotalWasteGeneratedMass',
    'vsme:TotalWasteGeneratedVolume',
    'vsme:TotalWasteRecycledReusedAndDirectedToDisposalMass',
    'vsme:TotalWasteRecycledReusedAndDirectedToDisposalVolume',
    'vsme:TotalWaterConsumption',
    'vsme:Turnover',
    'vsme:TypeOfNumberOfEmployees',
    'vsme:URLOrLinkToThePubliclyAvailableDisclosure',
    'vsme:UndertakingAppliesCircularEconomyPrinciples',
    'vsme:UndertakingHasSetATargetWhichIsRelatedToAPolicy',
    'vsme:UndertakingsLegalForm',
    'vsme:VolumeOfMaterialUsed',
    'vsme:WasteDirectedToDisposalMass',
    'vsme:WasteDirectedToDisposalVolume',
    'vsme:WasteDivertedToRecycleOrReuseMass',
    'vsme:WasteDivertedToRecycleOrReuseVolume',
    'vsme:WaterDischargeFromUndertakingProductionProcesses',
    'vsme:WeightOfMaterialUsed',
  ],
};

/** Every cap version shipped, oldest first. */
export const VALUE_CHAIN_CAPS: readonly ValueChainCap[] = [VSME_BASIC_INTERIM_CAP];

/** The cap that applies to questionnaires sent now: the newest version. */
export const CURRENT_VALUE_CHAIN_CAP: ValueChainCap = VSME_BASIC_INTERIM_CAP;

/** The cap of a version a questionnaire recorded, or undefined for an unknown version. */
export function findValueChainCap(version: string): ValueChainCap | undefined {
  return VALUE_CHAIN_CAPS.find((cap) => cap.version === version);
}
