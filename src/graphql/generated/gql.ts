/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query getSellCatalog {\n    getSellCatalog {\n      brands {\n        slug\n        name\n        models {\n          slug\n          name\n          years\n          trimsByYear {\n            year\n            trims {\n              slug\n              name\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.GetSellCatalogDocument,
    "\n  fragment CarRequestCardFields on CarRequest {\n    id\n    brand {\n      slug\n      name\n    }\n    model {\n      slug\n      name\n    }\n    year\n    budget\n    subscribed\n    createdAt\n  }\n": typeof types.CarRequestCardFieldsFragmentDoc,
    "\n  query selfCarRequests {\n    selfCarRequests {\n      ...CarRequestCardFields\n    }\n  }\n": typeof types.SelfCarRequestsDocument,
    "\n  fragment PurchaseCardFields on Purchase {\n    id\n    status\n    view\n    method\n    expiresAt\n    createdAt\n    car {\n      id\n      slug\n      title\n      mainPicture\n    }\n    deposit {\n      amount\n      currency\n      status\n      cardBrand\n      cardLast4\n    }\n  }\n": typeof types.PurchaseCardFieldsFragmentDoc,
    "\n  query selfPurchases {\n    selfPurchases {\n      ...PurchaseCardFields\n    }\n  }\n": typeof types.SelfPurchasesDocument,
    "\n  mutation cancelPurchase($input: IdInput!) {\n    cancelPurchase(input: $input) {\n      id\n    }\n  }\n": typeof types.CancelPurchaseDocument,
    "\n  mutation archivePurchase($input: IdInput!) {\n    archivePurchase(input: $input) {\n      id\n    }\n  }\n": typeof types.ArchivePurchaseDocument,
    "\n  mutation restorePurchase($input: IdInput!) {\n    restorePurchase(input: $input) {\n      id\n    }\n  }\n": typeof types.RestorePurchaseDocument,
    "\n  fragment SaleCardFields on SellRequest {\n    id\n    status\n    tab\n    place\n    offer\n    offerExpiresAt\n    outsideCoverage\n    expectedPrice\n    inspection {\n      startsAt\n    }\n    quote {\n      suggestedMinPrice\n      suggestedMaxPrice\n    }\n    car {\n      brand {\n        name\n      }\n      model {\n        name\n      }\n      year\n      trim {\n        name\n      }\n    }\n    spot {\n      id\n      name\n      city {\n        name\n      }\n    }\n    address {\n      sector\n      street\n      number\n    }\n    inspectionReport {\n      findings {\n        result\n        note\n      }\n    }\n  }\n": typeof types.SaleCardFieldsFragmentDoc,
    "\n  query selfSellRequests {\n    selfSellRequests {\n      ...SaleCardFields\n    }\n  }\n": typeof types.SelfSellRequestsDocument,
    "\n  mutation cancelSellRequest($input: IdInput!) {\n    cancelSellRequest(input: $input) {\n      id\n    }\n  }\n": typeof types.CancelSellRequestDocument,
    "\n  mutation deleteSellRequest($input: IdInput!) {\n    deleteSellRequest(input: $input)\n  }\n": typeof types.DeleteSellRequestDocument,
    "\n  mutation respondToSellOffer($input: SellOfferResponseInput!) {\n    respondToSellOffer(input: $input) {\n      id\n    }\n  }\n": typeof types.RespondToSellOfferDocument,
    "\n  fragment TestDriveCardFields on TestDrive {\n    id\n    status\n    view\n    startsAt\n    endsAt\n    place\n    outsideCoverage\n    car {\n      id\n      slug\n      title\n      mainPicture\n    }\n    spot {\n      id\n      name\n      address\n    }\n    address {\n      sector\n      street\n      number\n    }\n  }\n": typeof types.TestDriveCardFieldsFragmentDoc,
    "\n  query selfTestDrives {\n    selfTestDrives {\n      ...TestDriveCardFields\n    }\n  }\n": typeof types.SelfTestDrivesDocument,
    "\n  mutation cancelTestDrive($input: IdInput!) {\n    cancelTestDrive(input: $input) {\n      id\n    }\n  }\n": typeof types.CancelTestDriveDocument,
    "\n  mutation archiveTestDrive($input: IdInput!) {\n    archiveTestDrive(input: $input) {\n      id\n    }\n  }\n": typeof types.ArchiveTestDriveDocument,
    "\n  mutation restoreTestDrive($input: IdInput!) {\n    restoreTestDrive(input: $input) {\n      id\n    }\n  }\n": typeof types.RestoreTestDriveDocument,
    "\n  fragment SessionPayload on AuthPayload {\n    accessToken\n    refreshToken\n    user {\n      id\n      name\n      lastName\n      email\n      profilePicture\n      socialLogin\n    }\n  }\n": typeof types.SessionPayloadFragmentDoc,
    "\n  mutation signInUser($input: SignInUserInput!) {\n    signInUser(input: $input) {\n      ...SessionPayload\n    }\n  }\n": typeof types.SignInUserDocument,
    "\n  mutation signUpUser($input: SignUpUserInput!) {\n    signUpUser(input: $input) {\n      user {\n        id\n      }\n    }\n  }\n": typeof types.SignUpUserDocument,
    "\n  mutation socialSignIn($input: SocialSignInInput!) {\n    socialSignIn(input: $input) {\n      ...SessionPayload\n    }\n  }\n": typeof types.SocialSignInDocument,
    "\n  mutation resetUserPassword($input: ResetUserPasswordInput!) {\n    resetUserPassword(input: $input)\n  }\n": typeof types.ResetUserPasswordDocument,
    "\n  mutation resendConfirmation($input: ResendConfirmationInput!) {\n    resendConfirmation(input: $input)\n  }\n": typeof types.ResendConfirmationDocument,
    "\n  mutation validateToken($input: ValidateTokenInput!) {\n    validateToken(input: $input) {\n      valid\n      purpose\n    }\n  }\n": typeof types.ValidateTokenDocument,
    "\n  mutation completePasswordReset($input: CompletePasswordResetInput!) {\n    completePasswordReset(input: $input)\n  }\n": typeof types.CompletePasswordResetDocument,
    "\n  mutation refreshSession($input: RefreshSessionInput!) {\n    refreshSession(input: $input) {\n      ...SessionPayload\n    }\n  }\n": typeof types.RefreshSessionDocument,
    "\n  mutation signOut($input: SignOutInput!) {\n    signOut(input: $input)\n  }\n": typeof types.SignOutDocument,
    "\n  mutation askCarQuestion($input: AskCarQuestionInput!) {\n    askCarQuestion(input: $input) {\n      id\n      question\n    }\n  }\n": typeof types.AskCarQuestionDocument,
    "\n  query getCar($slug: String!) {\n    getCar(slug: $slug) {\n      id\n      slug\n      title\n      mainPicture\n      year\n      mileage\n      certified\n      listingPrice\n      status { slug name }\n      reserved\n      priceInfo { monthlyPrice basePrice fee licensePlate transfer warranty }\n      brand { name slug }\n      carModel { name slug }\n      countryVersion { name nameTranslations { en es } }\n      curboSpot { id name slug city { name } address }\n      offerData { hasOffer label labelTranslations { en es } backgroundColor textColor discount originalPrice discountPercentage }\n      version { name alias }\n      bodyStyle { slug name nameTranslations { en es } }\n      fuelType { slug name nameTranslations { en es } }\n      transmission { slug name nameTranslations { en es } }\n      driveTrain { slug name nameTranslations { en es } }\n      exteriorColor { slug name hex nameTranslations { en es } }\n      interiorColor { slug name hex nameTranslations { en es } }\n      features { slug name group nameTranslations { en es } }\n      specs {\n        engineDisplacementL cylinders horsepowerHp torqueLbFt seats doors tankCapacityGal\n        lengthMm widthMm heightMm wheelbaseMm cargoCapacityL legRoomMm headRoomMm cityMpg highwayMpg\n      }\n      pictures { kind basePath widths width height }\n      vin\n      licensePlate\n      keys\n      owners\n      papers { titleChecked noOppositionChecked }\n      inspection {\n        inspectedAt\n        score\n        pointCount\n        wheels { position treadDepthMm brakePadMm }\n        areas {\n          slug\n          name\n          nameTranslations { en es }\n          points { slug name nameTranslations { en es } result note noteTranslations { en es } }\n        }\n      }\n    }\n  }\n": typeof types.GetCarDocument,
    "\n  fragment CarCardFields on Car {\n    id\n    slug\n    title\n    mainPicture\n    year\n    mileage\n    certified\n    listingPrice\n    reserved\n    status {\n      slug\n      name\n    }\n    priceInfo {\n      monthlyPrice\n      basePrice\n    }\n    curboSpot {\n      id\n      name\n      city {\n        name\n      }\n    }\n    offerData {\n      hasOffer\n      label\n      labelTranslations {\n        en\n        es\n      }\n      backgroundColor\n      textColor\n      discount\n      originalPrice\n      discountPercentage\n    }\n    pictures {\n      kind\n      basePath\n      widths\n      width\n      height\n    }\n  }\n": typeof types.CarCardFieldsFragmentDoc,
    "\n  query distinguishedCars($filter: FilterInput) {\n    getListingCars(filter: $filter) {\n      cars {\n        ...CarCardFields\n      }\n    }\n  }\n": typeof types.DistinguishedCarsDocument,
    "\n  query relatedCars($slug: String!, $limit: Int) {\n    getCar(slug: $slug) {\n      id\n      relatedCars(limit: $limit) {\n        ...CarCardFields\n      }\n    }\n  }\n": typeof types.RelatedCarsDocument,
    "\n  query listingPage($filter: FilterInput) {\n    getListingCars(filter: $filter) {\n      count\n      cars {\n        ...CarCardFields\n      }\n      facets {\n        categories { slug name count parent hex nameTranslations { en es } }\n        brand { slug name count parent hex nameTranslations { en es } }\n        carModel { slug name count parent hex nameTranslations { en es } }\n        bodyStyle { slug name count parent hex nameTranslations { en es } }\n        features { slug name count parent hex nameTranslations { en es } }\n        color { slug name count parent hex nameTranslations { en es } }\n        transmission { slug name count parent hex nameTranslations { en es } }\n        fuelType { slug name count parent hex nameTranslations { en es } }\n        driveTrain { slug name count parent hex nameTranslations { en es } }\n        curboSpot { slug name count parent hex nameTranslations { en es } }\n        offer { slug name count parent hex nameTranslations { en es } }\n      }\n      bounds {\n        price { min max }\n        year { min max }\n        miles { min max }\n      }\n    }\n  }\n": typeof types.ListingPageDocument,
    "\n  query getListingCars($filter: FilterInput) {\n    getListingCars(filter: $filter) {\n      cars {\n        slug\n        title\n      }\n    }\n  }\n": typeof types.GetListingCarsDocument,
    "\n  mutation submitFaqQuestion($input: FaqQuestionInput!) {\n    submitFaqQuestion(input: $input)\n  }\n": typeof types.SubmitFaqQuestionDocument,
    "\n  query getFaqs($search: String) {\n    getFaqs(search: $search) {\n      slug\n      name\n      faqs {\n        id\n        slug\n        question\n        answer\n        featured\n      }\n    }\n  }\n": typeof types.GetFaqsDocument,
    "\n  fragment FavouritePreferences on UserPreferences {\n    id\n    cars {\n      count\n      data {\n        id\n        slug\n        title\n        mainPicture\n        mileage\n        certified\n        listingPrice\n        status {\n          slug\n        }\n        curboSpot {\n          city {\n            name\n          }\n        }\n        offerData {\n          hasOffer\n          label\n          labelTranslations {\n            en\n            es\n          }\n          backgroundColor\n          textColor\n          originalPrice\n          discountPercentage\n        }\n      }\n    }\n  }\n": typeof types.FavouritePreferencesFragmentDoc,
    "\n  query selfUserFavorites {\n    selfUserPreferences {\n      ...FavouritePreferences\n    }\n  }\n": typeof types.SelfUserFavoritesDocument,
    "\n  mutation addFavoriteCar($input: FavoriteCarInput!) {\n    addFavoriteCar(input: $input) {\n      ...FavouritePreferences\n    }\n  }\n": typeof types.AddFavoriteCarDocument,
    "\n  mutation removeFavoriteCar($input: FavoriteCarInput!) {\n    removeFavoriteCar(input: $input) {\n      ...FavouritePreferences\n    }\n  }\n": typeof types.RemoveFavoriteCarDocument,
    "\n  mutation clearAllFavoriteCars {\n    clearAllFavoriteCars {\n      ...FavouritePreferences\n    }\n  }\n": typeof types.ClearAllFavoriteCarsDocument,
    "\n  query getFinancingCar($slug: String!) {\n    getCar(slug: $slug) {\n      id\n      slug\n      title\n      mainPicture\n      listingPrice\n      status { slug }\n      reserved\n    }\n  }\n": typeof types.GetFinancingCarDocument,
    "\n  query getFinancingPlans {\n    getFinancingPlans {\n      slug\n      name\n      lender\n      annualRate\n      minTermMonths\n      maxTermMonths\n      minDownPaymentPercent\n      external\n      isDefault\n    }\n  }\n": typeof types.GetFinancingPlansDocument,
    "\n  mutation applyForFinancing($input: FinancingApplicationInput!) {\n    applyForFinancing(input: $input) {\n      id\n      status\n      redirectUrl\n      quote { monthlyPayment annualRate termMonths financedAmount totalCost }\n    }\n  }\n": typeof types.ApplyForFinancingDocument,
    "\n  mutation startPurchase($input: StartPurchaseInput!) {\n    startPurchase(input: $input) {\n      id\n      method\n      status\n    }\n  }\n": typeof types.StartPurchaseDocument,
    "\n  mutation prequalify($input: PrequalifyInput!) {\n    prequalify(input: $input) {\n      id\n      approved\n      maxAmount\n      monthlyPayment\n      annualRate\n      termMonths\n      downPayment\n    }\n  }\n": typeof types.PrequalifyDocument,
    "\n  query finderOptions($filter: FilterInput) {\n    getListingCars(filter: $filter) {\n      facets {\n        categories { slug name count nameTranslations { en es } }\n        bodyStyle { slug name count nameTranslations { en es } }\n      }\n      bounds {\n        price { min max }\n        year { min max }\n        miles { min max }\n      }\n    }\n  }\n": typeof types.FinderOptionsDocument,
    "\n  query recommendCars($input: RecommendationInput!) {\n    recommendCars(input: $input) {\n      main {\n        ...CarCardFields\n      }\n      others {\n        ...CarCardFields\n      }\n      matching\n      mainMatches\n    }\n  }\n": typeof types.RecommendCarsDocument,
    "\n  query homeSpots($filter: FilterInput) {\n    getListingCars(filter: $filter) {\n      count\n      facets {\n        curboSpot {\n          slug\n          name\n          count\n        }\n      }\n    }\n  }\n": typeof types.HomeSpotsDocument,
    "\n  query homeFaqs {\n    getFaqs {\n      slug\n      faqs {\n        id\n        slug\n        question\n        answer\n        featured\n      }\n    }\n  }\n": typeof types.HomeFaqsDocument,
    "\n  mutation subscribeNewsletter($input: NewsletterInput!) {\n    subscribeNewsletter(input: $input)\n  }\n": typeof types.SubscribeNewsletterDocument,
    "\n  mutation confirmNewsletterSubscription($token: String!) {\n    confirmNewsletterSubscription(token: $token)\n  }\n": typeof types.ConfirmNewsletterSubscriptionDocument,
    "\n  mutation unsubscribeNewsletter($token: String!) {\n    unsubscribeNewsletter(token: $token)\n  }\n": typeof types.UnsubscribeNewsletterDocument,
    "\n  query auditEntries($subjectType: String, $subjectId: String, $before: ID) {\n    auditLog(subjectType: $subjectType, subjectId: $subjectId, before: $before) {\n      id\n      actorEmail\n      action\n      subjectType\n      subjectId\n      before\n      after\n      at\n    }\n  }\n": typeof types.AuditEntriesDocument,
    "\n  query staffCarOptions {\n    staffCarOptions {\n      colors {\n        slug\n        name\n        nameTranslations {\n          en\n          es\n        }\n        hex\n      }\n      spots {\n        id\n        slug\n        name\n      }\n      countryVersions {\n        slug\n        name\n        nameTranslations {\n          en\n          es\n        }\n      }\n      inspectionAreas {\n        slug\n        nameTranslations {\n          en\n          es\n        }\n        points {\n          slug\n          nameTranslations {\n            en\n            es\n          }\n        }\n      }\n    }\n  }\n": typeof types.StaffCarOptionsDocument,
    "\n  query staffCarForm($carId: ID!) {\n    staffCarForm(carId: $carId) {\n      carId\n      status\n      vehicle {\n        brand\n        model\n        year\n        trim\n        exteriorColor\n        interiorColor\n        countryVersion\n      }\n      sale {\n        spot\n        sellerType\n        certified\n        mileage\n        vin\n        licensePlate\n        keys\n        owners\n        price\n        offer {\n          originalPrice\n          labelEs\n          labelEn\n          backgroundColor\n          textColor\n        }\n      }\n      papers {\n        titleChecked\n        noOppositionChecked\n      }\n      inspection {\n        inspectedAt\n        wheels {\n          position\n          treadDepthMm\n          brakePadMm\n        }\n        findings {\n          point\n          result\n          note\n        }\n      }\n    }\n  }\n": typeof types.StaffCarFormDocument,
    "\n  mutation createCar($input: CreateCarInput!) {\n    createCar(input: $input) {\n      id\n      slug\n    }\n  }\n": typeof types.CreateCarDocument,
    "\n  mutation updateCar($input: UpdateCarInput!) {\n    updateCar(input: $input) {\n      id\n      slug\n    }\n  }\n": typeof types.UpdateCarDocument,
    "\n  query staffTrim($slug: String!) {\n    staffTrim(slug: $slug) {\n      slug\n      bodyStyle {\n        name\n        nameTranslations {\n          en\n          es\n        }\n      }\n      fuelType {\n        name\n        nameTranslations {\n          en\n          es\n        }\n      }\n      transmission {\n        name\n        nameTranslations {\n          en\n          es\n        }\n      }\n      driveTrain {\n        name\n        nameTranslations {\n          en\n          es\n        }\n      }\n      specs {\n        engineDisplacementL\n        horsepowerHp\n        seats\n        doors\n      }\n    }\n  }\n": typeof types.StaffTrimDocument,
    "\n  query opsDashboard {\n    opsDashboard {\n      carsByStatus {\n        status\n        count\n      }\n      offerPromise {\n        onTime\n        dueSoon\n        overdue\n      }\n      testDrivesToday\n      inspectionsToday\n      driveConversion {\n        drives\n        purchases\n        ratio\n      }\n    }\n  }\n": typeof types.OpsDashboardDocument,
    "\n  fragment StaffLeadFields on StaffLead {\n    id\n    kind\n    createdAt\n    name\n    email\n    phone\n    locale\n    message\n    carName\n    amount\n    summary\n    status\n    assigneeEmail\n    answeredAt\n    closedAt\n  }\n": typeof types.StaffLeadFieldsFragmentDoc,
    "\n  query staffLeads($kind: String, $status: String, $after: ID) {\n    staffLeads(kind: $kind, status: $status, after: $after) {\n      leads {\n        ...StaffLeadFields\n      }\n      nextCursor\n    }\n  }\n": typeof types.StaffLeadsDocument,
    "\n  mutation assignLead($input: AssignLeadInput!) {\n    assignLead(input: $input) {\n      ...StaffLeadFields\n    }\n  }\n": typeof types.AssignLeadDocument,
    "\n  mutation answerLead($input: AnswerLeadInput!) {\n    answerLead(input: $input) {\n      ...StaffLeadFields\n    }\n  }\n": typeof types.AnswerLeadDocument,
    "\n  mutation closeLead($input: LeadInput!) {\n    closeLead(input: $input) {\n      ...StaffLeadFields\n    }\n  }\n": typeof types.CloseLeadDocument,
    "\n  mutation reopenLead($input: LeadInput!) {\n    reopenLead(input: $input) {\n      ...StaffLeadFields\n    }\n  }\n": typeof types.ReopenLeadDocument,
    "\n  query staffRoles {\n    selfUser {\n      id\n      roles\n    }\n  }\n": typeof types.StaffRolesDocument,
    "\n  fragment QueueCardFields on SellRequest {\n    id\n    status\n    offerDueAt\n    offer\n    offerExpiresAt\n    expectedPrice\n    person {\n      name\n      lastName\n      email\n      phone\n    }\n    car {\n      brand {\n        name\n      }\n      model {\n        name\n      }\n      year\n      trim {\n        name\n      }\n    }\n    quote {\n      suggestedMinPrice\n      suggestedMaxPrice\n    }\n    inspection {\n      startsAt\n    }\n    inspectionReport {\n      inspectedAt\n      mileage\n      wheels {\n        position\n        treadDepthMm\n        brakePadMm\n      }\n      findings {\n        point\n        result\n        note\n      }\n    }\n    spot {\n      name\n      city {\n        name\n      }\n    }\n  }\n": typeof types.QueueCardFieldsFragmentDoc,
    "\n  query staffSellRequests($status: String) {\n    staffSellRequests(status: $status) {\n      ...QueueCardFields\n    }\n  }\n": typeof types.StaffSellRequestsDocument,
    "\n  mutation listSellRequestCar($input: ListSellRequestCarInput!) {\n    listSellRequestCar(input: $input) {\n      id\n    }\n  }\n": typeof types.ListSellRequestCarDocument,
    "\n  mutation recordSellInspection($input: RecordSellInspectionInput!) {\n    recordSellInspection(input: $input) {\n      id\n    }\n  }\n": typeof types.RecordSellInspectionDocument,
    "\n  mutation makeSellOffer($input: SellOfferInput!) {\n    makeSellOffer(input: $input) {\n      id\n    }\n  }\n": typeof types.MakeSellOfferDocument,
    "\n  query staffMembers {\n    staffMembers {\n      id\n      name\n      lastName\n      email\n      roles\n    }\n  }\n": typeof types.StaffMembersDocument,
    "\n  mutation grantRole($input: GrantRoleInput!) {\n    grantRole(input: $input) {\n      id\n    }\n  }\n": typeof types.GrantRoleDocument,
    "\n  mutation revokeRole($input: GrantRoleInput!) {\n    revokeRole(input: $input) {\n      id\n    }\n  }\n": typeof types.RevokeRoleDocument,
    "\n  fragment InventoryCarFields on Car {\n    id\n    slug\n    title\n    year\n    mileage\n    mainPicture\n    listingPrice\n    status {\n      slug\n    }\n    priceInfo {\n      basePrice\n    }\n    curboSpot {\n      name\n    }\n    nextStatuses\n  }\n": typeof types.InventoryCarFieldsFragmentDoc,
    "\n  query staffInventory($status: String, $search: String, $after: ID) {\n    staffInventory(status: $status, search: $search, after: $after) {\n      count\n      nextCursor\n      cars {\n        ...InventoryCarFields\n      }\n    }\n  }\n": typeof types.StaffInventoryDocument,
    "\n  mutation setCarStatus($input: SetCarStatusInput!) {\n    setCarStatus(input: $input) {\n      id\n    }\n  }\n": typeof types.SetCarStatusDocument,
    "\n  mutation setCarPrice($input: SetCarPriceInput!) {\n    setCarPrice(input: $input) {\n      id\n    }\n  }\n": typeof types.SetCarPriceDocument,
    "\n  query previewPriceChange($input: BulkPriceInput!) {\n    previewPriceChange(input: $input) {\n      car {\n        id\n        title\n      }\n      oldPrice\n      newPrice\n    }\n  }\n": typeof types.PreviewPriceChangeDocument,
    "\n  mutation changePrices($input: BulkPriceInput!) {\n    changePrices(input: $input) {\n      car {\n        id\n      }\n    }\n  }\n": typeof types.ChangePricesDocument,
    "\n  fragment StaffCarPictureFields on StaffCarPicture {\n    id\n    kind\n    position\n    basePath\n    widths\n  }\n": typeof types.StaffCarPictureFieldsFragmentDoc,
    "\n  query staffCarPictures($carId: ID!) {\n    staffCarPictures(carId: $carId) {\n      ...StaffCarPictureFields\n    }\n  }\n": typeof types.StaffCarPicturesDocument,
    "\n  query staffCarTitle($carId: ID!) {\n    staffCarForm(carId: $carId) {\n      title\n    }\n  }\n": typeof types.StaffCarTitleDocument,
    "\n  mutation setMainCarPicture($input: CarPictureRefInput!) {\n    setMainCarPicture(input: $input) {\n      id\n    }\n  }\n": typeof types.SetMainCarPictureDocument,
    "\n  mutation moveCarPicture($input: MoveCarPictureInput!) {\n    moveCarPicture(input: $input) {\n      id\n    }\n  }\n": typeof types.MoveCarPictureDocument,
    "\n  mutation removeCarPicture($input: CarPictureRefInput!) {\n    removeCarPicture(input: $input) {\n      id\n    }\n  }\n": typeof types.RemoveCarPictureDocument,
    "\n  fragment StaffBookingFields on StaffBooking {\n    id\n    kind\n    startsAt\n    endsAt\n    place\n    status\n    confirmedAt\n    attendance\n    carName\n    carId\n    personName\n    email\n    phone\n    closed\n    nextActions\n  }\n": typeof types.StaffBookingFieldsFragmentDoc,
    "\n  query staffSchedule($spotId: ID!, $from: String!, $to: String!) {\n    staffSchedule(spotId: $spotId, from: $from, to: $to) {\n      spotId\n      spotName\n      capacity\n      bookings {\n        ...StaffBookingFields\n      }\n      closures {\n        id\n        startsAt\n        endsAt\n        reason\n      }\n    }\n  }\n": typeof types.StaffScheduleDocument,
    "\n  query scheduleSpots {\n    getInspectionSpots {\n      id\n      name\n    }\n  }\n": typeof types.ScheduleSpotsDocument,
    "\n  query driveMoveSlots($input: TestDriveSlotsInput!) {\n    getTestDriveSlots(input: $input) {\n      startsAt\n      available\n    }\n  }\n": typeof types.DriveMoveSlotsDocument,
    "\n  query inspectionMoveSlots($input: InspectionSlotsInput!) {\n    getInspectionSlots(input: $input) {\n      startsAt\n      available\n    }\n  }\n": typeof types.InspectionMoveSlotsDocument,
    "\n  mutation confirmBooking($input: BookingInput!) {\n    confirmBooking(input: $input) {\n      id\n    }\n  }\n": typeof types.ConfirmBookingDocument,
    "\n  mutation markBookingDone($input: BookingInput!) {\n    markBookingDone(input: $input) {\n      id\n    }\n  }\n": typeof types.MarkBookingDoneDocument,
    "\n  mutation markNoShow($input: BookingInput!) {\n    markNoShow(input: $input) {\n      id\n    }\n  }\n": typeof types.MarkNoShowDocument,
    "\n  mutation rescheduleBooking($input: RescheduleBookingInput!) {\n    rescheduleBooking(input: $input) {\n      id\n    }\n  }\n": typeof types.RescheduleBookingDocument,
    "\n  mutation setSpotCapacity($input: SpotCapacityInput!) {\n    setSpotCapacity(input: $input) {\n      id\n      capacity\n    }\n  }\n": typeof types.SetSpotCapacityDocument,
    "\n  mutation addSpotClosure($input: SpotClosureInput!) {\n    addSpotClosure(input: $input) {\n      id\n      notified\n    }\n  }\n": typeof types.AddSpotClosureDocument,
    "\n  mutation removeSpotClosure($input: ClosureInput!) {\n    removeSpotClosure(input: $input) {\n      id\n    }\n  }\n": typeof types.RemoveSpotClosureDocument,
    "\n  query getCarRequestCatalog {\n    getSellCatalog {\n      brands {\n        slug\n        name\n        models {\n          slug\n          name\n        }\n      }\n    }\n  }\n": typeof types.GetCarRequestCatalogDocument,
    "\n  query getCarRequestSuggestions($input: CarRequestSpecsInput!) {\n    getCarRequestSuggestions(input: $input) {\n      ...CarCardFields\n    }\n  }\n": typeof types.GetCarRequestSuggestionsDocument,
    "\n  mutation createCarRequest($input: CreateCarRequestInput!) {\n    createCarRequest(input: $input) {\n      id\n      suggestedCars {\n        ...CarCardFields\n      }\n    }\n  }\n": typeof types.CreateCarRequestDocument,
    "\n  query getReserveCar($slug: String!) {\n    getCar(slug: $slug) {\n      id\n      slug\n      title\n      listingPrice\n      status { slug }\n      reserved\n    }\n  }\n": typeof types.GetReserveCarDocument,
    "\n  mutation reserveCar($input: ReserveCarInput!) {\n    reserveCar(input: $input) {\n      id\n      expiresAt\n      deposit { amount currency status cardBrand cardLast4 }\n    }\n  }\n": typeof types.ReserveCarDocument,
    "\n  query getInspectionSpots {\n    getInspectionSpots {\n      id\n      name\n      address\n      inspectionHours {\n        weekday\n        opens\n        closes\n      }\n      latitude\n      longitude\n    }\n  }\n": typeof types.GetInspectionSpotsDocument,
    "\n  fragment SellQuoteFields on SellQuote {\n    suggestedMinPrice\n    suggestedMaxPrice\n    suggestedPrice\n    marketValue\n    averagePayoutOutside\n    averagePayoutInside\n    basedOn\n  }\n": typeof types.SellQuoteFieldsFragmentDoc,
    "\n  query getSellQuote($input: SellQuoteInput!) {\n    getSellQuote(input: $input) {\n      ...SellQuoteFields\n    }\n  }\n": typeof types.GetSellQuoteDocument,
    "\n  query getInspectionSlots($input: InspectionSlotsInput!) {\n    getInspectionSlots(input: $input) {\n      startsAt\n      endsAt\n      available\n      spotId\n    }\n  }\n": typeof types.GetInspectionSlotsDocument,
    "\n  fragment BookedSellRequest on SellRequest {\n    id\n    place\n    outsideCoverage\n    inspection {\n      startsAt\n      endsAt\n    }\n    spot {\n      name\n      address\n    }\n    address {\n      sector\n      street\n      number\n    }\n  }\n": typeof types.BookedSellRequestFragmentDoc,
    "\n  mutation createSellRequest($input: CreateSellRequestInput!) {\n    createSellRequest(input: $input) {\n      ...BookedSellRequest\n    }\n  }\n": typeof types.CreateSellRequestDocument,
    "\n  query selfSellRequestsToEdit {\n    selfSellRequests {\n      id\n      status\n      car {\n        brand {\n          name\n        }\n        model {\n          name\n        }\n        year\n      }\n      expectedPrice\n      expectedSaleDays\n      person {\n        name\n        lastName\n        email\n        phone\n        documentId\n      }\n      place\n      spot {\n        id\n      }\n      address {\n        sector\n        street\n        number\n        reference\n        latitude\n        longitude\n      }\n      inspection {\n        startsAt\n      }\n      quote {\n        ...SellQuoteFields\n      }\n    }\n  }\n": typeof types.SelfSellRequestsToEditDocument,
    "\n  mutation updateSellRequest($input: UpdateSellRequestInput!) {\n    updateSellRequest(input: $input) {\n      ...BookedSellRequest\n    }\n  }\n": typeof types.UpdateSellRequestDocument,
    "\n  mutation changePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n": typeof types.ChangePasswordDocument,
    "\n  fragment SelfUserFields on User {\n    id\n    name\n    lastName\n    email\n    telephoneNumber\n    documentId\n    drivingLicense\n    address\n    hasPassword\n    priceAlerts\n  }\n": typeof types.SelfUserFieldsFragmentDoc,
    "\n  query selfUser {\n    selfUser {\n      ...SelfUserFields\n    }\n  }\n": typeof types.SelfUserDocument,
    "\n  mutation setPriceAlerts($input: SetPriceAlertsInput!) {\n    setPriceAlerts(input: $input) {\n      ...SelfUserFields\n    }\n  }\n": typeof types.SetPriceAlertsDocument,
    "\n  mutation updateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...SelfUserFields\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  query getSetting {\n    getSetting {\n      address\n      infoEmail\n      salesAndSupportSchedule\n      testDriveSchedule\n      salesAndSupportScheduleTranslations {\n        en\n        es\n      }\n      testDriveScheduleTranslations {\n        en\n        es\n      }\n      whatsappTelephoneNumber\n      telephoneNumber\n      website\n      appStoreUrl\n      playStoreUrl\n      socialNetworks {\n        id\n        name\n        slug\n        url\n      }\n      currency {\n        id\n        name\n        nameTranslations {\n          en\n          es\n        }\n        code\n        slug\n        symbol\n        value\n      }\n      country {\n        id\n        countryCode\n        flag\n        name\n        nameTranslations {\n          en\n          es\n        }\n        slug\n      }\n    }\n  }\n": typeof types.GetSettingDocument,
    "\n  query getCurrencies {\n    getCurrencies {\n      id\n      name\n      nameTranslations {\n        en\n        es\n      }\n      code\n      slug\n      symbol\n      value\n    }\n  }\n": typeof types.GetCurrenciesDocument,
    "\n  query getTestDriveCar($slug: String!) {\n    getCar(slug: $slug) {\n      id\n      slug\n      title\n      mainPicture\n      year\n      status { slug }\n      reserved\n      curboSpot { id name address latitude longitude city { name } }\n    }\n  }\n": typeof types.GetTestDriveCarDocument,
    "\n  query getTestDriveSlots($input: TestDriveSlotsInput!) {\n    getTestDriveSlots(input: $input) {\n      startsAt\n      endsAt\n      available\n      spotId\n    }\n  }\n": typeof types.GetTestDriveSlotsDocument,
    "\n  mutation scheduleTestDrive($input: ScheduleTestDriveInput!) {\n    scheduleTestDrive(input: $input) {\n      id\n      startsAt\n      endsAt\n      place\n      outsideCoverage\n      calendarFile\n      spot { name address }\n      address { sector street number }\n    }\n  }\n": typeof types.ScheduleTestDriveDocument,
};
const documents: Documents = {
    "\n  query getSellCatalog {\n    getSellCatalog {\n      brands {\n        slug\n        name\n        models {\n          slug\n          name\n          years\n          trimsByYear {\n            year\n            trims {\n              slug\n              name\n            }\n          }\n        }\n      }\n    }\n  }\n": types.GetSellCatalogDocument,
    "\n  fragment CarRequestCardFields on CarRequest {\n    id\n    brand {\n      slug\n      name\n    }\n    model {\n      slug\n      name\n    }\n    year\n    budget\n    subscribed\n    createdAt\n  }\n": types.CarRequestCardFieldsFragmentDoc,
    "\n  query selfCarRequests {\n    selfCarRequests {\n      ...CarRequestCardFields\n    }\n  }\n": types.SelfCarRequestsDocument,
    "\n  fragment PurchaseCardFields on Purchase {\n    id\n    status\n    view\n    method\n    expiresAt\n    createdAt\n    car {\n      id\n      slug\n      title\n      mainPicture\n    }\n    deposit {\n      amount\n      currency\n      status\n      cardBrand\n      cardLast4\n    }\n  }\n": types.PurchaseCardFieldsFragmentDoc,
    "\n  query selfPurchases {\n    selfPurchases {\n      ...PurchaseCardFields\n    }\n  }\n": types.SelfPurchasesDocument,
    "\n  mutation cancelPurchase($input: IdInput!) {\n    cancelPurchase(input: $input) {\n      id\n    }\n  }\n": types.CancelPurchaseDocument,
    "\n  mutation archivePurchase($input: IdInput!) {\n    archivePurchase(input: $input) {\n      id\n    }\n  }\n": types.ArchivePurchaseDocument,
    "\n  mutation restorePurchase($input: IdInput!) {\n    restorePurchase(input: $input) {\n      id\n    }\n  }\n": types.RestorePurchaseDocument,
    "\n  fragment SaleCardFields on SellRequest {\n    id\n    status\n    tab\n    place\n    offer\n    offerExpiresAt\n    outsideCoverage\n    expectedPrice\n    inspection {\n      startsAt\n    }\n    quote {\n      suggestedMinPrice\n      suggestedMaxPrice\n    }\n    car {\n      brand {\n        name\n      }\n      model {\n        name\n      }\n      year\n      trim {\n        name\n      }\n    }\n    spot {\n      id\n      name\n      city {\n        name\n      }\n    }\n    address {\n      sector\n      street\n      number\n    }\n    inspectionReport {\n      findings {\n        result\n        note\n      }\n    }\n  }\n": types.SaleCardFieldsFragmentDoc,
    "\n  query selfSellRequests {\n    selfSellRequests {\n      ...SaleCardFields\n    }\n  }\n": types.SelfSellRequestsDocument,
    "\n  mutation cancelSellRequest($input: IdInput!) {\n    cancelSellRequest(input: $input) {\n      id\n    }\n  }\n": types.CancelSellRequestDocument,
    "\n  mutation deleteSellRequest($input: IdInput!) {\n    deleteSellRequest(input: $input)\n  }\n": types.DeleteSellRequestDocument,
    "\n  mutation respondToSellOffer($input: SellOfferResponseInput!) {\n    respondToSellOffer(input: $input) {\n      id\n    }\n  }\n": types.RespondToSellOfferDocument,
    "\n  fragment TestDriveCardFields on TestDrive {\n    id\n    status\n    view\n    startsAt\n    endsAt\n    place\n    outsideCoverage\n    car {\n      id\n      slug\n      title\n      mainPicture\n    }\n    spot {\n      id\n      name\n      address\n    }\n    address {\n      sector\n      street\n      number\n    }\n  }\n": types.TestDriveCardFieldsFragmentDoc,
    "\n  query selfTestDrives {\n    selfTestDrives {\n      ...TestDriveCardFields\n    }\n  }\n": types.SelfTestDrivesDocument,
    "\n  mutation cancelTestDrive($input: IdInput!) {\n    cancelTestDrive(input: $input) {\n      id\n    }\n  }\n": types.CancelTestDriveDocument,
    "\n  mutation archiveTestDrive($input: IdInput!) {\n    archiveTestDrive(input: $input) {\n      id\n    }\n  }\n": types.ArchiveTestDriveDocument,
    "\n  mutation restoreTestDrive($input: IdInput!) {\n    restoreTestDrive(input: $input) {\n      id\n    }\n  }\n": types.RestoreTestDriveDocument,
    "\n  fragment SessionPayload on AuthPayload {\n    accessToken\n    refreshToken\n    user {\n      id\n      name\n      lastName\n      email\n      profilePicture\n      socialLogin\n    }\n  }\n": types.SessionPayloadFragmentDoc,
    "\n  mutation signInUser($input: SignInUserInput!) {\n    signInUser(input: $input) {\n      ...SessionPayload\n    }\n  }\n": types.SignInUserDocument,
    "\n  mutation signUpUser($input: SignUpUserInput!) {\n    signUpUser(input: $input) {\n      user {\n        id\n      }\n    }\n  }\n": types.SignUpUserDocument,
    "\n  mutation socialSignIn($input: SocialSignInInput!) {\n    socialSignIn(input: $input) {\n      ...SessionPayload\n    }\n  }\n": types.SocialSignInDocument,
    "\n  mutation resetUserPassword($input: ResetUserPasswordInput!) {\n    resetUserPassword(input: $input)\n  }\n": types.ResetUserPasswordDocument,
    "\n  mutation resendConfirmation($input: ResendConfirmationInput!) {\n    resendConfirmation(input: $input)\n  }\n": types.ResendConfirmationDocument,
    "\n  mutation validateToken($input: ValidateTokenInput!) {\n    validateToken(input: $input) {\n      valid\n      purpose\n    }\n  }\n": types.ValidateTokenDocument,
    "\n  mutation completePasswordReset($input: CompletePasswordResetInput!) {\n    completePasswordReset(input: $input)\n  }\n": types.CompletePasswordResetDocument,
    "\n  mutation refreshSession($input: RefreshSessionInput!) {\n    refreshSession(input: $input) {\n      ...SessionPayload\n    }\n  }\n": types.RefreshSessionDocument,
    "\n  mutation signOut($input: SignOutInput!) {\n    signOut(input: $input)\n  }\n": types.SignOutDocument,
    "\n  mutation askCarQuestion($input: AskCarQuestionInput!) {\n    askCarQuestion(input: $input) {\n      id\n      question\n    }\n  }\n": types.AskCarQuestionDocument,
    "\n  query getCar($slug: String!) {\n    getCar(slug: $slug) {\n      id\n      slug\n      title\n      mainPicture\n      year\n      mileage\n      certified\n      listingPrice\n      status { slug name }\n      reserved\n      priceInfo { monthlyPrice basePrice fee licensePlate transfer warranty }\n      brand { name slug }\n      carModel { name slug }\n      countryVersion { name nameTranslations { en es } }\n      curboSpot { id name slug city { name } address }\n      offerData { hasOffer label labelTranslations { en es } backgroundColor textColor discount originalPrice discountPercentage }\n      version { name alias }\n      bodyStyle { slug name nameTranslations { en es } }\n      fuelType { slug name nameTranslations { en es } }\n      transmission { slug name nameTranslations { en es } }\n      driveTrain { slug name nameTranslations { en es } }\n      exteriorColor { slug name hex nameTranslations { en es } }\n      interiorColor { slug name hex nameTranslations { en es } }\n      features { slug name group nameTranslations { en es } }\n      specs {\n        engineDisplacementL cylinders horsepowerHp torqueLbFt seats doors tankCapacityGal\n        lengthMm widthMm heightMm wheelbaseMm cargoCapacityL legRoomMm headRoomMm cityMpg highwayMpg\n      }\n      pictures { kind basePath widths width height }\n      vin\n      licensePlate\n      keys\n      owners\n      papers { titleChecked noOppositionChecked }\n      inspection {\n        inspectedAt\n        score\n        pointCount\n        wheels { position treadDepthMm brakePadMm }\n        areas {\n          slug\n          name\n          nameTranslations { en es }\n          points { slug name nameTranslations { en es } result note noteTranslations { en es } }\n        }\n      }\n    }\n  }\n": types.GetCarDocument,
    "\n  fragment CarCardFields on Car {\n    id\n    slug\n    title\n    mainPicture\n    year\n    mileage\n    certified\n    listingPrice\n    reserved\n    status {\n      slug\n      name\n    }\n    priceInfo {\n      monthlyPrice\n      basePrice\n    }\n    curboSpot {\n      id\n      name\n      city {\n        name\n      }\n    }\n    offerData {\n      hasOffer\n      label\n      labelTranslations {\n        en\n        es\n      }\n      backgroundColor\n      textColor\n      discount\n      originalPrice\n      discountPercentage\n    }\n    pictures {\n      kind\n      basePath\n      widths\n      width\n      height\n    }\n  }\n": types.CarCardFieldsFragmentDoc,
    "\n  query distinguishedCars($filter: FilterInput) {\n    getListingCars(filter: $filter) {\n      cars {\n        ...CarCardFields\n      }\n    }\n  }\n": types.DistinguishedCarsDocument,
    "\n  query relatedCars($slug: String!, $limit: Int) {\n    getCar(slug: $slug) {\n      id\n      relatedCars(limit: $limit) {\n        ...CarCardFields\n      }\n    }\n  }\n": types.RelatedCarsDocument,
    "\n  query listingPage($filter: FilterInput) {\n    getListingCars(filter: $filter) {\n      count\n      cars {\n        ...CarCardFields\n      }\n      facets {\n        categories { slug name count parent hex nameTranslations { en es } }\n        brand { slug name count parent hex nameTranslations { en es } }\n        carModel { slug name count parent hex nameTranslations { en es } }\n        bodyStyle { slug name count parent hex nameTranslations { en es } }\n        features { slug name count parent hex nameTranslations { en es } }\n        color { slug name count parent hex nameTranslations { en es } }\n        transmission { slug name count parent hex nameTranslations { en es } }\n        fuelType { slug name count parent hex nameTranslations { en es } }\n        driveTrain { slug name count parent hex nameTranslations { en es } }\n        curboSpot { slug name count parent hex nameTranslations { en es } }\n        offer { slug name count parent hex nameTranslations { en es } }\n      }\n      bounds {\n        price { min max }\n        year { min max }\n        miles { min max }\n      }\n    }\n  }\n": types.ListingPageDocument,
    "\n  query getListingCars($filter: FilterInput) {\n    getListingCars(filter: $filter) {\n      cars {\n        slug\n        title\n      }\n    }\n  }\n": types.GetListingCarsDocument,
    "\n  mutation submitFaqQuestion($input: FaqQuestionInput!) {\n    submitFaqQuestion(input: $input)\n  }\n": types.SubmitFaqQuestionDocument,
    "\n  query getFaqs($search: String) {\n    getFaqs(search: $search) {\n      slug\n      name\n      faqs {\n        id\n        slug\n        question\n        answer\n        featured\n      }\n    }\n  }\n": types.GetFaqsDocument,
    "\n  fragment FavouritePreferences on UserPreferences {\n    id\n    cars {\n      count\n      data {\n        id\n        slug\n        title\n        mainPicture\n        mileage\n        certified\n        listingPrice\n        status {\n          slug\n        }\n        curboSpot {\n          city {\n            name\n          }\n        }\n        offerData {\n          hasOffer\n          label\n          labelTranslations {\n            en\n            es\n          }\n          backgroundColor\n          textColor\n          originalPrice\n          discountPercentage\n        }\n      }\n    }\n  }\n": types.FavouritePreferencesFragmentDoc,
    "\n  query selfUserFavorites {\n    selfUserPreferences {\n      ...FavouritePreferences\n    }\n  }\n": types.SelfUserFavoritesDocument,
    "\n  mutation addFavoriteCar($input: FavoriteCarInput!) {\n    addFavoriteCar(input: $input) {\n      ...FavouritePreferences\n    }\n  }\n": types.AddFavoriteCarDocument,
    "\n  mutation removeFavoriteCar($input: FavoriteCarInput!) {\n    removeFavoriteCar(input: $input) {\n      ...FavouritePreferences\n    }\n  }\n": types.RemoveFavoriteCarDocument,
    "\n  mutation clearAllFavoriteCars {\n    clearAllFavoriteCars {\n      ...FavouritePreferences\n    }\n  }\n": types.ClearAllFavoriteCarsDocument,
    "\n  query getFinancingCar($slug: String!) {\n    getCar(slug: $slug) {\n      id\n      slug\n      title\n      mainPicture\n      listingPrice\n      status { slug }\n      reserved\n    }\n  }\n": types.GetFinancingCarDocument,
    "\n  query getFinancingPlans {\n    getFinancingPlans {\n      slug\n      name\n      lender\n      annualRate\n      minTermMonths\n      maxTermMonths\n      minDownPaymentPercent\n      external\n      isDefault\n    }\n  }\n": types.GetFinancingPlansDocument,
    "\n  mutation applyForFinancing($input: FinancingApplicationInput!) {\n    applyForFinancing(input: $input) {\n      id\n      status\n      redirectUrl\n      quote { monthlyPayment annualRate termMonths financedAmount totalCost }\n    }\n  }\n": types.ApplyForFinancingDocument,
    "\n  mutation startPurchase($input: StartPurchaseInput!) {\n    startPurchase(input: $input) {\n      id\n      method\n      status\n    }\n  }\n": types.StartPurchaseDocument,
    "\n  mutation prequalify($input: PrequalifyInput!) {\n    prequalify(input: $input) {\n      id\n      approved\n      maxAmount\n      monthlyPayment\n      annualRate\n      termMonths\n      downPayment\n    }\n  }\n": types.PrequalifyDocument,
    "\n  query finderOptions($filter: FilterInput) {\n    getListingCars(filter: $filter) {\n      facets {\n        categories { slug name count nameTranslations { en es } }\n        bodyStyle { slug name count nameTranslations { en es } }\n      }\n      bounds {\n        price { min max }\n        year { min max }\n        miles { min max }\n      }\n    }\n  }\n": types.FinderOptionsDocument,
    "\n  query recommendCars($input: RecommendationInput!) {\n    recommendCars(input: $input) {\n      main {\n        ...CarCardFields\n      }\n      others {\n        ...CarCardFields\n      }\n      matching\n      mainMatches\n    }\n  }\n": types.RecommendCarsDocument,
    "\n  query homeSpots($filter: FilterInput) {\n    getListingCars(filter: $filter) {\n      count\n      facets {\n        curboSpot {\n          slug\n          name\n          count\n        }\n      }\n    }\n  }\n": types.HomeSpotsDocument,
    "\n  query homeFaqs {\n    getFaqs {\n      slug\n      faqs {\n        id\n        slug\n        question\n        answer\n        featured\n      }\n    }\n  }\n": types.HomeFaqsDocument,
    "\n  mutation subscribeNewsletter($input: NewsletterInput!) {\n    subscribeNewsletter(input: $input)\n  }\n": types.SubscribeNewsletterDocument,
    "\n  mutation confirmNewsletterSubscription($token: String!) {\n    confirmNewsletterSubscription(token: $token)\n  }\n": types.ConfirmNewsletterSubscriptionDocument,
    "\n  mutation unsubscribeNewsletter($token: String!) {\n    unsubscribeNewsletter(token: $token)\n  }\n": types.UnsubscribeNewsletterDocument,
    "\n  query auditEntries($subjectType: String, $subjectId: String, $before: ID) {\n    auditLog(subjectType: $subjectType, subjectId: $subjectId, before: $before) {\n      id\n      actorEmail\n      action\n      subjectType\n      subjectId\n      before\n      after\n      at\n    }\n  }\n": types.AuditEntriesDocument,
    "\n  query staffCarOptions {\n    staffCarOptions {\n      colors {\n        slug\n        name\n        nameTranslations {\n          en\n          es\n        }\n        hex\n      }\n      spots {\n        id\n        slug\n        name\n      }\n      countryVersions {\n        slug\n        name\n        nameTranslations {\n          en\n          es\n        }\n      }\n      inspectionAreas {\n        slug\n        nameTranslations {\n          en\n          es\n        }\n        points {\n          slug\n          nameTranslations {\n            en\n            es\n          }\n        }\n      }\n    }\n  }\n": types.StaffCarOptionsDocument,
    "\n  query staffCarForm($carId: ID!) {\n    staffCarForm(carId: $carId) {\n      carId\n      status\n      vehicle {\n        brand\n        model\n        year\n        trim\n        exteriorColor\n        interiorColor\n        countryVersion\n      }\n      sale {\n        spot\n        sellerType\n        certified\n        mileage\n        vin\n        licensePlate\n        keys\n        owners\n        price\n        offer {\n          originalPrice\n          labelEs\n          labelEn\n          backgroundColor\n          textColor\n        }\n      }\n      papers {\n        titleChecked\n        noOppositionChecked\n      }\n      inspection {\n        inspectedAt\n        wheels {\n          position\n          treadDepthMm\n          brakePadMm\n        }\n        findings {\n          point\n          result\n          note\n        }\n      }\n    }\n  }\n": types.StaffCarFormDocument,
    "\n  mutation createCar($input: CreateCarInput!) {\n    createCar(input: $input) {\n      id\n      slug\n    }\n  }\n": types.CreateCarDocument,
    "\n  mutation updateCar($input: UpdateCarInput!) {\n    updateCar(input: $input) {\n      id\n      slug\n    }\n  }\n": types.UpdateCarDocument,
    "\n  query staffTrim($slug: String!) {\n    staffTrim(slug: $slug) {\n      slug\n      bodyStyle {\n        name\n        nameTranslations {\n          en\n          es\n        }\n      }\n      fuelType {\n        name\n        nameTranslations {\n          en\n          es\n        }\n      }\n      transmission {\n        name\n        nameTranslations {\n          en\n          es\n        }\n      }\n      driveTrain {\n        name\n        nameTranslations {\n          en\n          es\n        }\n      }\n      specs {\n        engineDisplacementL\n        horsepowerHp\n        seats\n        doors\n      }\n    }\n  }\n": types.StaffTrimDocument,
    "\n  query opsDashboard {\n    opsDashboard {\n      carsByStatus {\n        status\n        count\n      }\n      offerPromise {\n        onTime\n        dueSoon\n        overdue\n      }\n      testDrivesToday\n      inspectionsToday\n      driveConversion {\n        drives\n        purchases\n        ratio\n      }\n    }\n  }\n": types.OpsDashboardDocument,
    "\n  fragment StaffLeadFields on StaffLead {\n    id\n    kind\n    createdAt\n    name\n    email\n    phone\n    locale\n    message\n    carName\n    amount\n    summary\n    status\n    assigneeEmail\n    answeredAt\n    closedAt\n  }\n": types.StaffLeadFieldsFragmentDoc,
    "\n  query staffLeads($kind: String, $status: String, $after: ID) {\n    staffLeads(kind: $kind, status: $status, after: $after) {\n      leads {\n        ...StaffLeadFields\n      }\n      nextCursor\n    }\n  }\n": types.StaffLeadsDocument,
    "\n  mutation assignLead($input: AssignLeadInput!) {\n    assignLead(input: $input) {\n      ...StaffLeadFields\n    }\n  }\n": types.AssignLeadDocument,
    "\n  mutation answerLead($input: AnswerLeadInput!) {\n    answerLead(input: $input) {\n      ...StaffLeadFields\n    }\n  }\n": types.AnswerLeadDocument,
    "\n  mutation closeLead($input: LeadInput!) {\n    closeLead(input: $input) {\n      ...StaffLeadFields\n    }\n  }\n": types.CloseLeadDocument,
    "\n  mutation reopenLead($input: LeadInput!) {\n    reopenLead(input: $input) {\n      ...StaffLeadFields\n    }\n  }\n": types.ReopenLeadDocument,
    "\n  query staffRoles {\n    selfUser {\n      id\n      roles\n    }\n  }\n": types.StaffRolesDocument,
    "\n  fragment QueueCardFields on SellRequest {\n    id\n    status\n    offerDueAt\n    offer\n    offerExpiresAt\n    expectedPrice\n    person {\n      name\n      lastName\n      email\n      phone\n    }\n    car {\n      brand {\n        name\n      }\n      model {\n        name\n      }\n      year\n      trim {\n        name\n      }\n    }\n    quote {\n      suggestedMinPrice\n      suggestedMaxPrice\n    }\n    inspection {\n      startsAt\n    }\n    inspectionReport {\n      inspectedAt\n      mileage\n      wheels {\n        position\n        treadDepthMm\n        brakePadMm\n      }\n      findings {\n        point\n        result\n        note\n      }\n    }\n    spot {\n      name\n      city {\n        name\n      }\n    }\n  }\n": types.QueueCardFieldsFragmentDoc,
    "\n  query staffSellRequests($status: String) {\n    staffSellRequests(status: $status) {\n      ...QueueCardFields\n    }\n  }\n": types.StaffSellRequestsDocument,
    "\n  mutation listSellRequestCar($input: ListSellRequestCarInput!) {\n    listSellRequestCar(input: $input) {\n      id\n    }\n  }\n": types.ListSellRequestCarDocument,
    "\n  mutation recordSellInspection($input: RecordSellInspectionInput!) {\n    recordSellInspection(input: $input) {\n      id\n    }\n  }\n": types.RecordSellInspectionDocument,
    "\n  mutation makeSellOffer($input: SellOfferInput!) {\n    makeSellOffer(input: $input) {\n      id\n    }\n  }\n": types.MakeSellOfferDocument,
    "\n  query staffMembers {\n    staffMembers {\n      id\n      name\n      lastName\n      email\n      roles\n    }\n  }\n": types.StaffMembersDocument,
    "\n  mutation grantRole($input: GrantRoleInput!) {\n    grantRole(input: $input) {\n      id\n    }\n  }\n": types.GrantRoleDocument,
    "\n  mutation revokeRole($input: GrantRoleInput!) {\n    revokeRole(input: $input) {\n      id\n    }\n  }\n": types.RevokeRoleDocument,
    "\n  fragment InventoryCarFields on Car {\n    id\n    slug\n    title\n    year\n    mileage\n    mainPicture\n    listingPrice\n    status {\n      slug\n    }\n    priceInfo {\n      basePrice\n    }\n    curboSpot {\n      name\n    }\n    nextStatuses\n  }\n": types.InventoryCarFieldsFragmentDoc,
    "\n  query staffInventory($status: String, $search: String, $after: ID) {\n    staffInventory(status: $status, search: $search, after: $after) {\n      count\n      nextCursor\n      cars {\n        ...InventoryCarFields\n      }\n    }\n  }\n": types.StaffInventoryDocument,
    "\n  mutation setCarStatus($input: SetCarStatusInput!) {\n    setCarStatus(input: $input) {\n      id\n    }\n  }\n": types.SetCarStatusDocument,
    "\n  mutation setCarPrice($input: SetCarPriceInput!) {\n    setCarPrice(input: $input) {\n      id\n    }\n  }\n": types.SetCarPriceDocument,
    "\n  query previewPriceChange($input: BulkPriceInput!) {\n    previewPriceChange(input: $input) {\n      car {\n        id\n        title\n      }\n      oldPrice\n      newPrice\n    }\n  }\n": types.PreviewPriceChangeDocument,
    "\n  mutation changePrices($input: BulkPriceInput!) {\n    changePrices(input: $input) {\n      car {\n        id\n      }\n    }\n  }\n": types.ChangePricesDocument,
    "\n  fragment StaffCarPictureFields on StaffCarPicture {\n    id\n    kind\n    position\n    basePath\n    widths\n  }\n": types.StaffCarPictureFieldsFragmentDoc,
    "\n  query staffCarPictures($carId: ID!) {\n    staffCarPictures(carId: $carId) {\n      ...StaffCarPictureFields\n    }\n  }\n": types.StaffCarPicturesDocument,
    "\n  query staffCarTitle($carId: ID!) {\n    staffCarForm(carId: $carId) {\n      title\n    }\n  }\n": types.StaffCarTitleDocument,
    "\n  mutation setMainCarPicture($input: CarPictureRefInput!) {\n    setMainCarPicture(input: $input) {\n      id\n    }\n  }\n": types.SetMainCarPictureDocument,
    "\n  mutation moveCarPicture($input: MoveCarPictureInput!) {\n    moveCarPicture(input: $input) {\n      id\n    }\n  }\n": types.MoveCarPictureDocument,
    "\n  mutation removeCarPicture($input: CarPictureRefInput!) {\n    removeCarPicture(input: $input) {\n      id\n    }\n  }\n": types.RemoveCarPictureDocument,
    "\n  fragment StaffBookingFields on StaffBooking {\n    id\n    kind\n    startsAt\n    endsAt\n    place\n    status\n    confirmedAt\n    attendance\n    carName\n    carId\n    personName\n    email\n    phone\n    closed\n    nextActions\n  }\n": types.StaffBookingFieldsFragmentDoc,
    "\n  query staffSchedule($spotId: ID!, $from: String!, $to: String!) {\n    staffSchedule(spotId: $spotId, from: $from, to: $to) {\n      spotId\n      spotName\n      capacity\n      bookings {\n        ...StaffBookingFields\n      }\n      closures {\n        id\n        startsAt\n        endsAt\n        reason\n      }\n    }\n  }\n": types.StaffScheduleDocument,
    "\n  query scheduleSpots {\n    getInspectionSpots {\n      id\n      name\n    }\n  }\n": types.ScheduleSpotsDocument,
    "\n  query driveMoveSlots($input: TestDriveSlotsInput!) {\n    getTestDriveSlots(input: $input) {\n      startsAt\n      available\n    }\n  }\n": types.DriveMoveSlotsDocument,
    "\n  query inspectionMoveSlots($input: InspectionSlotsInput!) {\n    getInspectionSlots(input: $input) {\n      startsAt\n      available\n    }\n  }\n": types.InspectionMoveSlotsDocument,
    "\n  mutation confirmBooking($input: BookingInput!) {\n    confirmBooking(input: $input) {\n      id\n    }\n  }\n": types.ConfirmBookingDocument,
    "\n  mutation markBookingDone($input: BookingInput!) {\n    markBookingDone(input: $input) {\n      id\n    }\n  }\n": types.MarkBookingDoneDocument,
    "\n  mutation markNoShow($input: BookingInput!) {\n    markNoShow(input: $input) {\n      id\n    }\n  }\n": types.MarkNoShowDocument,
    "\n  mutation rescheduleBooking($input: RescheduleBookingInput!) {\n    rescheduleBooking(input: $input) {\n      id\n    }\n  }\n": types.RescheduleBookingDocument,
    "\n  mutation setSpotCapacity($input: SpotCapacityInput!) {\n    setSpotCapacity(input: $input) {\n      id\n      capacity\n    }\n  }\n": types.SetSpotCapacityDocument,
    "\n  mutation addSpotClosure($input: SpotClosureInput!) {\n    addSpotClosure(input: $input) {\n      id\n      notified\n    }\n  }\n": types.AddSpotClosureDocument,
    "\n  mutation removeSpotClosure($input: ClosureInput!) {\n    removeSpotClosure(input: $input) {\n      id\n    }\n  }\n": types.RemoveSpotClosureDocument,
    "\n  query getCarRequestCatalog {\n    getSellCatalog {\n      brands {\n        slug\n        name\n        models {\n          slug\n          name\n        }\n      }\n    }\n  }\n": types.GetCarRequestCatalogDocument,
    "\n  query getCarRequestSuggestions($input: CarRequestSpecsInput!) {\n    getCarRequestSuggestions(input: $input) {\n      ...CarCardFields\n    }\n  }\n": types.GetCarRequestSuggestionsDocument,
    "\n  mutation createCarRequest($input: CreateCarRequestInput!) {\n    createCarRequest(input: $input) {\n      id\n      suggestedCars {\n        ...CarCardFields\n      }\n    }\n  }\n": types.CreateCarRequestDocument,
    "\n  query getReserveCar($slug: String!) {\n    getCar(slug: $slug) {\n      id\n      slug\n      title\n      listingPrice\n      status { slug }\n      reserved\n    }\n  }\n": types.GetReserveCarDocument,
    "\n  mutation reserveCar($input: ReserveCarInput!) {\n    reserveCar(input: $input) {\n      id\n      expiresAt\n      deposit { amount currency status cardBrand cardLast4 }\n    }\n  }\n": types.ReserveCarDocument,
    "\n  query getInspectionSpots {\n    getInspectionSpots {\n      id\n      name\n      address\n      inspectionHours {\n        weekday\n        opens\n        closes\n      }\n      latitude\n      longitude\n    }\n  }\n": types.GetInspectionSpotsDocument,
    "\n  fragment SellQuoteFields on SellQuote {\n    suggestedMinPrice\n    suggestedMaxPrice\n    suggestedPrice\n    marketValue\n    averagePayoutOutside\n    averagePayoutInside\n    basedOn\n  }\n": types.SellQuoteFieldsFragmentDoc,
    "\n  query getSellQuote($input: SellQuoteInput!) {\n    getSellQuote(input: $input) {\n      ...SellQuoteFields\n    }\n  }\n": types.GetSellQuoteDocument,
    "\n  query getInspectionSlots($input: InspectionSlotsInput!) {\n    getInspectionSlots(input: $input) {\n      startsAt\n      endsAt\n      available\n      spotId\n    }\n  }\n": types.GetInspectionSlotsDocument,
    "\n  fragment BookedSellRequest on SellRequest {\n    id\n    place\n    outsideCoverage\n    inspection {\n      startsAt\n      endsAt\n    }\n    spot {\n      name\n      address\n    }\n    address {\n      sector\n      street\n      number\n    }\n  }\n": types.BookedSellRequestFragmentDoc,
    "\n  mutation createSellRequest($input: CreateSellRequestInput!) {\n    createSellRequest(input: $input) {\n      ...BookedSellRequest\n    }\n  }\n": types.CreateSellRequestDocument,
    "\n  query selfSellRequestsToEdit {\n    selfSellRequests {\n      id\n      status\n      car {\n        brand {\n          name\n        }\n        model {\n          name\n        }\n        year\n      }\n      expectedPrice\n      expectedSaleDays\n      person {\n        name\n        lastName\n        email\n        phone\n        documentId\n      }\n      place\n      spot {\n        id\n      }\n      address {\n        sector\n        street\n        number\n        reference\n        latitude\n        longitude\n      }\n      inspection {\n        startsAt\n      }\n      quote {\n        ...SellQuoteFields\n      }\n    }\n  }\n": types.SelfSellRequestsToEditDocument,
    "\n  mutation updateSellRequest($input: UpdateSellRequestInput!) {\n    updateSellRequest(input: $input) {\n      ...BookedSellRequest\n    }\n  }\n": types.UpdateSellRequestDocument,
    "\n  mutation changePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n": types.ChangePasswordDocument,
    "\n  fragment SelfUserFields on User {\n    id\n    name\n    lastName\n    email\n    telephoneNumber\n    documentId\n    drivingLicense\n    address\n    hasPassword\n    priceAlerts\n  }\n": types.SelfUserFieldsFragmentDoc,
    "\n  query selfUser {\n    selfUser {\n      ...SelfUserFields\n    }\n  }\n": types.SelfUserDocument,
    "\n  mutation setPriceAlerts($input: SetPriceAlertsInput!) {\n    setPriceAlerts(input: $input) {\n      ...SelfUserFields\n    }\n  }\n": types.SetPriceAlertsDocument,
    "\n  mutation updateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...SelfUserFields\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  query getSetting {\n    getSetting {\n      address\n      infoEmail\n      salesAndSupportSchedule\n      testDriveSchedule\n      salesAndSupportScheduleTranslations {\n        en\n        es\n      }\n      testDriveScheduleTranslations {\n        en\n        es\n      }\n      whatsappTelephoneNumber\n      telephoneNumber\n      website\n      appStoreUrl\n      playStoreUrl\n      socialNetworks {\n        id\n        name\n        slug\n        url\n      }\n      currency {\n        id\n        name\n        nameTranslations {\n          en\n          es\n        }\n        code\n        slug\n        symbol\n        value\n      }\n      country {\n        id\n        countryCode\n        flag\n        name\n        nameTranslations {\n          en\n          es\n        }\n        slug\n      }\n    }\n  }\n": types.GetSettingDocument,
    "\n  query getCurrencies {\n    getCurrencies {\n      id\n      name\n      nameTranslations {\n        en\n        es\n      }\n      code\n      slug\n      symbol\n      value\n    }\n  }\n": types.GetCurrenciesDocument,
    "\n  query getTestDriveCar($slug: String!) {\n    getCar(slug: $slug) {\n      id\n      slug\n      title\n      mainPicture\n      year\n      status { slug }\n      reserved\n      curboSpot { id name address latitude longitude city { name } }\n    }\n  }\n": types.GetTestDriveCarDocument,
    "\n  query getTestDriveSlots($input: TestDriveSlotsInput!) {\n    getTestDriveSlots(input: $input) {\n      startsAt\n      endsAt\n      available\n      spotId\n    }\n  }\n": types.GetTestDriveSlotsDocument,
    "\n  mutation scheduleTestDrive($input: ScheduleTestDriveInput!) {\n    scheduleTestDrive(input: $input) {\n      id\n      startsAt\n      endsAt\n      place\n      outsideCoverage\n      calendarFile\n      spot { name address }\n      address { sector street number }\n    }\n  }\n": types.ScheduleTestDriveDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getSellCatalog {\n    getSellCatalog {\n      brands {\n        slug\n        name\n        models {\n          slug\n          name\n          years\n          trimsByYear {\n            year\n            trims {\n              slug\n              name\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').GetSellCatalogDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CarRequestCardFields on CarRequest {\n    id\n    brand {\n      slug\n      name\n    }\n    model {\n      slug\n      name\n    }\n    year\n    budget\n    subscribed\n    createdAt\n  }\n"): typeof import('./graphql').CarRequestCardFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query selfCarRequests {\n    selfCarRequests {\n      ...CarRequestCardFields\n    }\n  }\n"): typeof import('./graphql').SelfCarRequestsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PurchaseCardFields on Purchase {\n    id\n    status\n    view\n    method\n    expiresAt\n    createdAt\n    car {\n      id\n      slug\n      title\n      mainPicture\n    }\n    deposit {\n      amount\n      currency\n      status\n      cardBrand\n      cardLast4\n    }\n  }\n"): typeof import('./graphql').PurchaseCardFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query selfPurchases {\n    selfPurchases {\n      ...PurchaseCardFields\n    }\n  }\n"): typeof import('./graphql').SelfPurchasesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation cancelPurchase($input: IdInput!) {\n    cancelPurchase(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').CancelPurchaseDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation archivePurchase($input: IdInput!) {\n    archivePurchase(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').ArchivePurchaseDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation restorePurchase($input: IdInput!) {\n    restorePurchase(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').RestorePurchaseDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SaleCardFields on SellRequest {\n    id\n    status\n    tab\n    place\n    offer\n    offerExpiresAt\n    outsideCoverage\n    expectedPrice\n    inspection {\n      startsAt\n    }\n    quote {\n      suggestedMinPrice\n      suggestedMaxPrice\n    }\n    car {\n      brand {\n        name\n      }\n      model {\n        name\n      }\n      year\n      trim {\n        name\n      }\n    }\n    spot {\n      id\n      name\n      city {\n        name\n      }\n    }\n    address {\n      sector\n      street\n      number\n    }\n    inspectionReport {\n      findings {\n        result\n        note\n      }\n    }\n  }\n"): typeof import('./graphql').SaleCardFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query selfSellRequests {\n    selfSellRequests {\n      ...SaleCardFields\n    }\n  }\n"): typeof import('./graphql').SelfSellRequestsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation cancelSellRequest($input: IdInput!) {\n    cancelSellRequest(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').CancelSellRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation deleteSellRequest($input: IdInput!) {\n    deleteSellRequest(input: $input)\n  }\n"): typeof import('./graphql').DeleteSellRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation respondToSellOffer($input: SellOfferResponseInput!) {\n    respondToSellOffer(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').RespondToSellOfferDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TestDriveCardFields on TestDrive {\n    id\n    status\n    view\n    startsAt\n    endsAt\n    place\n    outsideCoverage\n    car {\n      id\n      slug\n      title\n      mainPicture\n    }\n    spot {\n      id\n      name\n      address\n    }\n    address {\n      sector\n      street\n      number\n    }\n  }\n"): typeof import('./graphql').TestDriveCardFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query selfTestDrives {\n    selfTestDrives {\n      ...TestDriveCardFields\n    }\n  }\n"): typeof import('./graphql').SelfTestDrivesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation cancelTestDrive($input: IdInput!) {\n    cancelTestDrive(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').CancelTestDriveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation archiveTestDrive($input: IdInput!) {\n    archiveTestDrive(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').ArchiveTestDriveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation restoreTestDrive($input: IdInput!) {\n    restoreTestDrive(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').RestoreTestDriveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionPayload on AuthPayload {\n    accessToken\n    refreshToken\n    user {\n      id\n      name\n      lastName\n      email\n      profilePicture\n      socialLogin\n    }\n  }\n"): typeof import('./graphql').SessionPayloadFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation signInUser($input: SignInUserInput!) {\n    signInUser(input: $input) {\n      ...SessionPayload\n    }\n  }\n"): typeof import('./graphql').SignInUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation signUpUser($input: SignUpUserInput!) {\n    signUpUser(input: $input) {\n      user {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').SignUpUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation socialSignIn($input: SocialSignInInput!) {\n    socialSignIn(input: $input) {\n      ...SessionPayload\n    }\n  }\n"): typeof import('./graphql').SocialSignInDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation resetUserPassword($input: ResetUserPasswordInput!) {\n    resetUserPassword(input: $input)\n  }\n"): typeof import('./graphql').ResetUserPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation resendConfirmation($input: ResendConfirmationInput!) {\n    resendConfirmation(input: $input)\n  }\n"): typeof import('./graphql').ResendConfirmationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation validateToken($input: ValidateTokenInput!) {\n    validateToken(input: $input) {\n      valid\n      purpose\n    }\n  }\n"): typeof import('./graphql').ValidateTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation completePasswordReset($input: CompletePasswordResetInput!) {\n    completePasswordReset(input: $input)\n  }\n"): typeof import('./graphql').CompletePasswordResetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation refreshSession($input: RefreshSessionInput!) {\n    refreshSession(input: $input) {\n      ...SessionPayload\n    }\n  }\n"): typeof import('./graphql').RefreshSessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation signOut($input: SignOutInput!) {\n    signOut(input: $input)\n  }\n"): typeof import('./graphql').SignOutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation askCarQuestion($input: AskCarQuestionInput!) {\n    askCarQuestion(input: $input) {\n      id\n      question\n    }\n  }\n"): typeof import('./graphql').AskCarQuestionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getCar($slug: String!) {\n    getCar(slug: $slug) {\n      id\n      slug\n      title\n      mainPicture\n      year\n      mileage\n      certified\n      listingPrice\n      status { slug name }\n      reserved\n      priceInfo { monthlyPrice basePrice fee licensePlate transfer warranty }\n      brand { name slug }\n      carModel { name slug }\n      countryVersion { name nameTranslations { en es } }\n      curboSpot { id name slug city { name } address }\n      offerData { hasOffer label labelTranslations { en es } backgroundColor textColor discount originalPrice discountPercentage }\n      version { name alias }\n      bodyStyle { slug name nameTranslations { en es } }\n      fuelType { slug name nameTranslations { en es } }\n      transmission { slug name nameTranslations { en es } }\n      driveTrain { slug name nameTranslations { en es } }\n      exteriorColor { slug name hex nameTranslations { en es } }\n      interiorColor { slug name hex nameTranslations { en es } }\n      features { slug name group nameTranslations { en es } }\n      specs {\n        engineDisplacementL cylinders horsepowerHp torqueLbFt seats doors tankCapacityGal\n        lengthMm widthMm heightMm wheelbaseMm cargoCapacityL legRoomMm headRoomMm cityMpg highwayMpg\n      }\n      pictures { kind basePath widths width height }\n      vin\n      licensePlate\n      keys\n      owners\n      papers { titleChecked noOppositionChecked }\n      inspection {\n        inspectedAt\n        score\n        pointCount\n        wheels { position treadDepthMm brakePadMm }\n        areas {\n          slug\n          name\n          nameTranslations { en es }\n          points { slug name nameTranslations { en es } result note noteTranslations { en es } }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').GetCarDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CarCardFields on Car {\n    id\n    slug\n    title\n    mainPicture\n    year\n    mileage\n    certified\n    listingPrice\n    reserved\n    status {\n      slug\n      name\n    }\n    priceInfo {\n      monthlyPrice\n      basePrice\n    }\n    curboSpot {\n      id\n      name\n      city {\n        name\n      }\n    }\n    offerData {\n      hasOffer\n      label\n      labelTranslations {\n        en\n        es\n      }\n      backgroundColor\n      textColor\n      discount\n      originalPrice\n      discountPercentage\n    }\n    pictures {\n      kind\n      basePath\n      widths\n      width\n      height\n    }\n  }\n"): typeof import('./graphql').CarCardFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query distinguishedCars($filter: FilterInput) {\n    getListingCars(filter: $filter) {\n      cars {\n        ...CarCardFields\n      }\n    }\n  }\n"): typeof import('./graphql').DistinguishedCarsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query relatedCars($slug: String!, $limit: Int) {\n    getCar(slug: $slug) {\n      id\n      relatedCars(limit: $limit) {\n        ...CarCardFields\n      }\n    }\n  }\n"): typeof import('./graphql').RelatedCarsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query listingPage($filter: FilterInput) {\n    getListingCars(filter: $filter) {\n      count\n      cars {\n        ...CarCardFields\n      }\n      facets {\n        categories { slug name count parent hex nameTranslations { en es } }\n        brand { slug name count parent hex nameTranslations { en es } }\n        carModel { slug name count parent hex nameTranslations { en es } }\n        bodyStyle { slug name count parent hex nameTranslations { en es } }\n        features { slug name count parent hex nameTranslations { en es } }\n        color { slug name count parent hex nameTranslations { en es } }\n        transmission { slug name count parent hex nameTranslations { en es } }\n        fuelType { slug name count parent hex nameTranslations { en es } }\n        driveTrain { slug name count parent hex nameTranslations { en es } }\n        curboSpot { slug name count parent hex nameTranslations { en es } }\n        offer { slug name count parent hex nameTranslations { en es } }\n      }\n      bounds {\n        price { min max }\n        year { min max }\n        miles { min max }\n      }\n    }\n  }\n"): typeof import('./graphql').ListingPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getListingCars($filter: FilterInput) {\n    getListingCars(filter: $filter) {\n      cars {\n        slug\n        title\n      }\n    }\n  }\n"): typeof import('./graphql').GetListingCarsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation submitFaqQuestion($input: FaqQuestionInput!) {\n    submitFaqQuestion(input: $input)\n  }\n"): typeof import('./graphql').SubmitFaqQuestionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getFaqs($search: String) {\n    getFaqs(search: $search) {\n      slug\n      name\n      faqs {\n        id\n        slug\n        question\n        answer\n        featured\n      }\n    }\n  }\n"): typeof import('./graphql').GetFaqsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FavouritePreferences on UserPreferences {\n    id\n    cars {\n      count\n      data {\n        id\n        slug\n        title\n        mainPicture\n        mileage\n        certified\n        listingPrice\n        status {\n          slug\n        }\n        curboSpot {\n          city {\n            name\n          }\n        }\n        offerData {\n          hasOffer\n          label\n          labelTranslations {\n            en\n            es\n          }\n          backgroundColor\n          textColor\n          originalPrice\n          discountPercentage\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').FavouritePreferencesFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query selfUserFavorites {\n    selfUserPreferences {\n      ...FavouritePreferences\n    }\n  }\n"): typeof import('./graphql').SelfUserFavoritesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation addFavoriteCar($input: FavoriteCarInput!) {\n    addFavoriteCar(input: $input) {\n      ...FavouritePreferences\n    }\n  }\n"): typeof import('./graphql').AddFavoriteCarDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation removeFavoriteCar($input: FavoriteCarInput!) {\n    removeFavoriteCar(input: $input) {\n      ...FavouritePreferences\n    }\n  }\n"): typeof import('./graphql').RemoveFavoriteCarDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation clearAllFavoriteCars {\n    clearAllFavoriteCars {\n      ...FavouritePreferences\n    }\n  }\n"): typeof import('./graphql').ClearAllFavoriteCarsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getFinancingCar($slug: String!) {\n    getCar(slug: $slug) {\n      id\n      slug\n      title\n      mainPicture\n      listingPrice\n      status { slug }\n      reserved\n    }\n  }\n"): typeof import('./graphql').GetFinancingCarDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getFinancingPlans {\n    getFinancingPlans {\n      slug\n      name\n      lender\n      annualRate\n      minTermMonths\n      maxTermMonths\n      minDownPaymentPercent\n      external\n      isDefault\n    }\n  }\n"): typeof import('./graphql').GetFinancingPlansDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation applyForFinancing($input: FinancingApplicationInput!) {\n    applyForFinancing(input: $input) {\n      id\n      status\n      redirectUrl\n      quote { monthlyPayment annualRate termMonths financedAmount totalCost }\n    }\n  }\n"): typeof import('./graphql').ApplyForFinancingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation startPurchase($input: StartPurchaseInput!) {\n    startPurchase(input: $input) {\n      id\n      method\n      status\n    }\n  }\n"): typeof import('./graphql').StartPurchaseDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation prequalify($input: PrequalifyInput!) {\n    prequalify(input: $input) {\n      id\n      approved\n      maxAmount\n      monthlyPayment\n      annualRate\n      termMonths\n      downPayment\n    }\n  }\n"): typeof import('./graphql').PrequalifyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query finderOptions($filter: FilterInput) {\n    getListingCars(filter: $filter) {\n      facets {\n        categories { slug name count nameTranslations { en es } }\n        bodyStyle { slug name count nameTranslations { en es } }\n      }\n      bounds {\n        price { min max }\n        year { min max }\n        miles { min max }\n      }\n    }\n  }\n"): typeof import('./graphql').FinderOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query recommendCars($input: RecommendationInput!) {\n    recommendCars(input: $input) {\n      main {\n        ...CarCardFields\n      }\n      others {\n        ...CarCardFields\n      }\n      matching\n      mainMatches\n    }\n  }\n"): typeof import('./graphql').RecommendCarsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query homeSpots($filter: FilterInput) {\n    getListingCars(filter: $filter) {\n      count\n      facets {\n        curboSpot {\n          slug\n          name\n          count\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').HomeSpotsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query homeFaqs {\n    getFaqs {\n      slug\n      faqs {\n        id\n        slug\n        question\n        answer\n        featured\n      }\n    }\n  }\n"): typeof import('./graphql').HomeFaqsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation subscribeNewsletter($input: NewsletterInput!) {\n    subscribeNewsletter(input: $input)\n  }\n"): typeof import('./graphql').SubscribeNewsletterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation confirmNewsletterSubscription($token: String!) {\n    confirmNewsletterSubscription(token: $token)\n  }\n"): typeof import('./graphql').ConfirmNewsletterSubscriptionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation unsubscribeNewsletter($token: String!) {\n    unsubscribeNewsletter(token: $token)\n  }\n"): typeof import('./graphql').UnsubscribeNewsletterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query auditEntries($subjectType: String, $subjectId: String, $before: ID) {\n    auditLog(subjectType: $subjectType, subjectId: $subjectId, before: $before) {\n      id\n      actorEmail\n      action\n      subjectType\n      subjectId\n      before\n      after\n      at\n    }\n  }\n"): typeof import('./graphql').AuditEntriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query staffCarOptions {\n    staffCarOptions {\n      colors {\n        slug\n        name\n        nameTranslations {\n          en\n          es\n        }\n        hex\n      }\n      spots {\n        id\n        slug\n        name\n      }\n      countryVersions {\n        slug\n        name\n        nameTranslations {\n          en\n          es\n        }\n      }\n      inspectionAreas {\n        slug\n        nameTranslations {\n          en\n          es\n        }\n        points {\n          slug\n          nameTranslations {\n            en\n            es\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').StaffCarOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query staffCarForm($carId: ID!) {\n    staffCarForm(carId: $carId) {\n      carId\n      status\n      vehicle {\n        brand\n        model\n        year\n        trim\n        exteriorColor\n        interiorColor\n        countryVersion\n      }\n      sale {\n        spot\n        sellerType\n        certified\n        mileage\n        vin\n        licensePlate\n        keys\n        owners\n        price\n        offer {\n          originalPrice\n          labelEs\n          labelEn\n          backgroundColor\n          textColor\n        }\n      }\n      papers {\n        titleChecked\n        noOppositionChecked\n      }\n      inspection {\n        inspectedAt\n        wheels {\n          position\n          treadDepthMm\n          brakePadMm\n        }\n        findings {\n          point\n          result\n          note\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').StaffCarFormDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation createCar($input: CreateCarInput!) {\n    createCar(input: $input) {\n      id\n      slug\n    }\n  }\n"): typeof import('./graphql').CreateCarDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation updateCar($input: UpdateCarInput!) {\n    updateCar(input: $input) {\n      id\n      slug\n    }\n  }\n"): typeof import('./graphql').UpdateCarDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query staffTrim($slug: String!) {\n    staffTrim(slug: $slug) {\n      slug\n      bodyStyle {\n        name\n        nameTranslations {\n          en\n          es\n        }\n      }\n      fuelType {\n        name\n        nameTranslations {\n          en\n          es\n        }\n      }\n      transmission {\n        name\n        nameTranslations {\n          en\n          es\n        }\n      }\n      driveTrain {\n        name\n        nameTranslations {\n          en\n          es\n        }\n      }\n      specs {\n        engineDisplacementL\n        horsepowerHp\n        seats\n        doors\n      }\n    }\n  }\n"): typeof import('./graphql').StaffTrimDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query opsDashboard {\n    opsDashboard {\n      carsByStatus {\n        status\n        count\n      }\n      offerPromise {\n        onTime\n        dueSoon\n        overdue\n      }\n      testDrivesToday\n      inspectionsToday\n      driveConversion {\n        drives\n        purchases\n        ratio\n      }\n    }\n  }\n"): typeof import('./graphql').OpsDashboardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffLeadFields on StaffLead {\n    id\n    kind\n    createdAt\n    name\n    email\n    phone\n    locale\n    message\n    carName\n    amount\n    summary\n    status\n    assigneeEmail\n    answeredAt\n    closedAt\n  }\n"): typeof import('./graphql').StaffLeadFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query staffLeads($kind: String, $status: String, $after: ID) {\n    staffLeads(kind: $kind, status: $status, after: $after) {\n      leads {\n        ...StaffLeadFields\n      }\n      nextCursor\n    }\n  }\n"): typeof import('./graphql').StaffLeadsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation assignLead($input: AssignLeadInput!) {\n    assignLead(input: $input) {\n      ...StaffLeadFields\n    }\n  }\n"): typeof import('./graphql').AssignLeadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation answerLead($input: AnswerLeadInput!) {\n    answerLead(input: $input) {\n      ...StaffLeadFields\n    }\n  }\n"): typeof import('./graphql').AnswerLeadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation closeLead($input: LeadInput!) {\n    closeLead(input: $input) {\n      ...StaffLeadFields\n    }\n  }\n"): typeof import('./graphql').CloseLeadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation reopenLead($input: LeadInput!) {\n    reopenLead(input: $input) {\n      ...StaffLeadFields\n    }\n  }\n"): typeof import('./graphql').ReopenLeadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query staffRoles {\n    selfUser {\n      id\n      roles\n    }\n  }\n"): typeof import('./graphql').StaffRolesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QueueCardFields on SellRequest {\n    id\n    status\n    offerDueAt\n    offer\n    offerExpiresAt\n    expectedPrice\n    person {\n      name\n      lastName\n      email\n      phone\n    }\n    car {\n      brand {\n        name\n      }\n      model {\n        name\n      }\n      year\n      trim {\n        name\n      }\n    }\n    quote {\n      suggestedMinPrice\n      suggestedMaxPrice\n    }\n    inspection {\n      startsAt\n    }\n    inspectionReport {\n      inspectedAt\n      mileage\n      wheels {\n        position\n        treadDepthMm\n        brakePadMm\n      }\n      findings {\n        point\n        result\n        note\n      }\n    }\n    spot {\n      name\n      city {\n        name\n      }\n    }\n  }\n"): typeof import('./graphql').QueueCardFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query staffSellRequests($status: String) {\n    staffSellRequests(status: $status) {\n      ...QueueCardFields\n    }\n  }\n"): typeof import('./graphql').StaffSellRequestsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation listSellRequestCar($input: ListSellRequestCarInput!) {\n    listSellRequestCar(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').ListSellRequestCarDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation recordSellInspection($input: RecordSellInspectionInput!) {\n    recordSellInspection(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').RecordSellInspectionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation makeSellOffer($input: SellOfferInput!) {\n    makeSellOffer(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').MakeSellOfferDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query staffMembers {\n    staffMembers {\n      id\n      name\n      lastName\n      email\n      roles\n    }\n  }\n"): typeof import('./graphql').StaffMembersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation grantRole($input: GrantRoleInput!) {\n    grantRole(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').GrantRoleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation revokeRole($input: GrantRoleInput!) {\n    revokeRole(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').RevokeRoleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InventoryCarFields on Car {\n    id\n    slug\n    title\n    year\n    mileage\n    mainPicture\n    listingPrice\n    status {\n      slug\n    }\n    priceInfo {\n      basePrice\n    }\n    curboSpot {\n      name\n    }\n    nextStatuses\n  }\n"): typeof import('./graphql').InventoryCarFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query staffInventory($status: String, $search: String, $after: ID) {\n    staffInventory(status: $status, search: $search, after: $after) {\n      count\n      nextCursor\n      cars {\n        ...InventoryCarFields\n      }\n    }\n  }\n"): typeof import('./graphql').StaffInventoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation setCarStatus($input: SetCarStatusInput!) {\n    setCarStatus(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').SetCarStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation setCarPrice($input: SetCarPriceInput!) {\n    setCarPrice(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').SetCarPriceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query previewPriceChange($input: BulkPriceInput!) {\n    previewPriceChange(input: $input) {\n      car {\n        id\n        title\n      }\n      oldPrice\n      newPrice\n    }\n  }\n"): typeof import('./graphql').PreviewPriceChangeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation changePrices($input: BulkPriceInput!) {\n    changePrices(input: $input) {\n      car {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').ChangePricesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffCarPictureFields on StaffCarPicture {\n    id\n    kind\n    position\n    basePath\n    widths\n  }\n"): typeof import('./graphql').StaffCarPictureFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query staffCarPictures($carId: ID!) {\n    staffCarPictures(carId: $carId) {\n      ...StaffCarPictureFields\n    }\n  }\n"): typeof import('./graphql').StaffCarPicturesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query staffCarTitle($carId: ID!) {\n    staffCarForm(carId: $carId) {\n      title\n    }\n  }\n"): typeof import('./graphql').StaffCarTitleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation setMainCarPicture($input: CarPictureRefInput!) {\n    setMainCarPicture(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').SetMainCarPictureDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation moveCarPicture($input: MoveCarPictureInput!) {\n    moveCarPicture(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').MoveCarPictureDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation removeCarPicture($input: CarPictureRefInput!) {\n    removeCarPicture(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').RemoveCarPictureDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffBookingFields on StaffBooking {\n    id\n    kind\n    startsAt\n    endsAt\n    place\n    status\n    confirmedAt\n    attendance\n    carName\n    carId\n    personName\n    email\n    phone\n    closed\n    nextActions\n  }\n"): typeof import('./graphql').StaffBookingFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query staffSchedule($spotId: ID!, $from: String!, $to: String!) {\n    staffSchedule(spotId: $spotId, from: $from, to: $to) {\n      spotId\n      spotName\n      capacity\n      bookings {\n        ...StaffBookingFields\n      }\n      closures {\n        id\n        startsAt\n        endsAt\n        reason\n      }\n    }\n  }\n"): typeof import('./graphql').StaffScheduleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query scheduleSpots {\n    getInspectionSpots {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').ScheduleSpotsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query driveMoveSlots($input: TestDriveSlotsInput!) {\n    getTestDriveSlots(input: $input) {\n      startsAt\n      available\n    }\n  }\n"): typeof import('./graphql').DriveMoveSlotsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query inspectionMoveSlots($input: InspectionSlotsInput!) {\n    getInspectionSlots(input: $input) {\n      startsAt\n      available\n    }\n  }\n"): typeof import('./graphql').InspectionMoveSlotsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation confirmBooking($input: BookingInput!) {\n    confirmBooking(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').ConfirmBookingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation markBookingDone($input: BookingInput!) {\n    markBookingDone(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').MarkBookingDoneDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation markNoShow($input: BookingInput!) {\n    markNoShow(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').MarkNoShowDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation rescheduleBooking($input: RescheduleBookingInput!) {\n    rescheduleBooking(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').RescheduleBookingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation setSpotCapacity($input: SpotCapacityInput!) {\n    setSpotCapacity(input: $input) {\n      id\n      capacity\n    }\n  }\n"): typeof import('./graphql').SetSpotCapacityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation addSpotClosure($input: SpotClosureInput!) {\n    addSpotClosure(input: $input) {\n      id\n      notified\n    }\n  }\n"): typeof import('./graphql').AddSpotClosureDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation removeSpotClosure($input: ClosureInput!) {\n    removeSpotClosure(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').RemoveSpotClosureDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getCarRequestCatalog {\n    getSellCatalog {\n      brands {\n        slug\n        name\n        models {\n          slug\n          name\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').GetCarRequestCatalogDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getCarRequestSuggestions($input: CarRequestSpecsInput!) {\n    getCarRequestSuggestions(input: $input) {\n      ...CarCardFields\n    }\n  }\n"): typeof import('./graphql').GetCarRequestSuggestionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation createCarRequest($input: CreateCarRequestInput!) {\n    createCarRequest(input: $input) {\n      id\n      suggestedCars {\n        ...CarCardFields\n      }\n    }\n  }\n"): typeof import('./graphql').CreateCarRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getReserveCar($slug: String!) {\n    getCar(slug: $slug) {\n      id\n      slug\n      title\n      listingPrice\n      status { slug }\n      reserved\n    }\n  }\n"): typeof import('./graphql').GetReserveCarDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation reserveCar($input: ReserveCarInput!) {\n    reserveCar(input: $input) {\n      id\n      expiresAt\n      deposit { amount currency status cardBrand cardLast4 }\n    }\n  }\n"): typeof import('./graphql').ReserveCarDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getInspectionSpots {\n    getInspectionSpots {\n      id\n      name\n      address\n      inspectionHours {\n        weekday\n        opens\n        closes\n      }\n      latitude\n      longitude\n    }\n  }\n"): typeof import('./graphql').GetInspectionSpotsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SellQuoteFields on SellQuote {\n    suggestedMinPrice\n    suggestedMaxPrice\n    suggestedPrice\n    marketValue\n    averagePayoutOutside\n    averagePayoutInside\n    basedOn\n  }\n"): typeof import('./graphql').SellQuoteFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getSellQuote($input: SellQuoteInput!) {\n    getSellQuote(input: $input) {\n      ...SellQuoteFields\n    }\n  }\n"): typeof import('./graphql').GetSellQuoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getInspectionSlots($input: InspectionSlotsInput!) {\n    getInspectionSlots(input: $input) {\n      startsAt\n      endsAt\n      available\n      spotId\n    }\n  }\n"): typeof import('./graphql').GetInspectionSlotsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookedSellRequest on SellRequest {\n    id\n    place\n    outsideCoverage\n    inspection {\n      startsAt\n      endsAt\n    }\n    spot {\n      name\n      address\n    }\n    address {\n      sector\n      street\n      number\n    }\n  }\n"): typeof import('./graphql').BookedSellRequestFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation createSellRequest($input: CreateSellRequestInput!) {\n    createSellRequest(input: $input) {\n      ...BookedSellRequest\n    }\n  }\n"): typeof import('./graphql').CreateSellRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query selfSellRequestsToEdit {\n    selfSellRequests {\n      id\n      status\n      car {\n        brand {\n          name\n        }\n        model {\n          name\n        }\n        year\n      }\n      expectedPrice\n      expectedSaleDays\n      person {\n        name\n        lastName\n        email\n        phone\n        documentId\n      }\n      place\n      spot {\n        id\n      }\n      address {\n        sector\n        street\n        number\n        reference\n        latitude\n        longitude\n      }\n      inspection {\n        startsAt\n      }\n      quote {\n        ...SellQuoteFields\n      }\n    }\n  }\n"): typeof import('./graphql').SelfSellRequestsToEditDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation updateSellRequest($input: UpdateSellRequestInput!) {\n    updateSellRequest(input: $input) {\n      ...BookedSellRequest\n    }\n  }\n"): typeof import('./graphql').UpdateSellRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation changePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n"): typeof import('./graphql').ChangePasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SelfUserFields on User {\n    id\n    name\n    lastName\n    email\n    telephoneNumber\n    documentId\n    drivingLicense\n    address\n    hasPassword\n    priceAlerts\n  }\n"): typeof import('./graphql').SelfUserFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query selfUser {\n    selfUser {\n      ...SelfUserFields\n    }\n  }\n"): typeof import('./graphql').SelfUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation setPriceAlerts($input: SetPriceAlertsInput!) {\n    setPriceAlerts(input: $input) {\n      ...SelfUserFields\n    }\n  }\n"): typeof import('./graphql').SetPriceAlertsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation updateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...SelfUserFields\n    }\n  }\n"): typeof import('./graphql').UpdateProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getSetting {\n    getSetting {\n      address\n      infoEmail\n      salesAndSupportSchedule\n      testDriveSchedule\n      salesAndSupportScheduleTranslations {\n        en\n        es\n      }\n      testDriveScheduleTranslations {\n        en\n        es\n      }\n      whatsappTelephoneNumber\n      telephoneNumber\n      website\n      appStoreUrl\n      playStoreUrl\n      socialNetworks {\n        id\n        name\n        slug\n        url\n      }\n      currency {\n        id\n        name\n        nameTranslations {\n          en\n          es\n        }\n        code\n        slug\n        symbol\n        value\n      }\n      country {\n        id\n        countryCode\n        flag\n        name\n        nameTranslations {\n          en\n          es\n        }\n        slug\n      }\n    }\n  }\n"): typeof import('./graphql').GetSettingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getCurrencies {\n    getCurrencies {\n      id\n      name\n      nameTranslations {\n        en\n        es\n      }\n      code\n      slug\n      symbol\n      value\n    }\n  }\n"): typeof import('./graphql').GetCurrenciesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getTestDriveCar($slug: String!) {\n    getCar(slug: $slug) {\n      id\n      slug\n      title\n      mainPicture\n      year\n      status { slug }\n      reserved\n      curboSpot { id name address latitude longitude city { name } }\n    }\n  }\n"): typeof import('./graphql').GetTestDriveCarDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getTestDriveSlots($input: TestDriveSlotsInput!) {\n    getTestDriveSlots(input: $input) {\n      startsAt\n      endsAt\n      available\n      spotId\n    }\n  }\n"): typeof import('./graphql').GetTestDriveSlotsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation scheduleTestDrive($input: ScheduleTestDriveInput!) {\n    scheduleTestDrive(input: $input) {\n      id\n      startsAt\n      endsAt\n      place\n      outsideCoverage\n      calendarFile\n      spot { name address }\n      address { sector street number }\n    }\n  }\n"): typeof import('./graphql').ScheduleTestDriveDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
