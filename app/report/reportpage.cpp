// SPDX-License-Identifier: Apache-2.0
#include "report/reportpage.h"

#include "common/objectnames.h"
#include "common/projectcontext.h"
#include "languagemanager.h"
#include "prompts.h"
#include "report/reportbuilder.h"
#include "storage/projectfile.h"
#include "storage/storageerror.h"

#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>
#include <utility>

namespace fw::app {

namespace {

// The project remembers the language and format of its last export, so the next report for the same buyer
// starts from them.
constexpr auto kLanguageMetaKey = "report_language";
constexpr auto kFormatMetaKey = "report_format";

} // namespace

ReportPage::ReportPage(Prompts& prompts, ProjectContext& context, QWidget* parent)
    : QWidget(parent), m_prompts(prompts), m_context(context), m_intro(new QLabel(this)),
      m_languageLabel(new QLabel(this)), m_language(named(new QComboBox(this), "language")),
      m_formatLabel(new QLabel(this)), m_format(named(new QComboBox(this), "format")),
      m_refresh(named(new QPushButton(this), "refresh")), m_export(named(new QPushButton(this), "export")),
      m_status(named(new QLabel(this), "status")), m_preview(named(new QTextBrowser(this), "preview"))
{
    m_intro->setWordWrap(true);
    m_status->setWordWrap(true);
    m_languageLabel->setBuddy(m_language);
    m_formatLabel->setBuddy(m_format);
    // Native names, so a buyer finds their language whatever the UI shows.
    for (const LanguageManager::Language& language : LanguageManager::available())
        m_language->addItem(language.nativeName, language.code);
    for (const auto format : {ReportBuilder::Format::Pdf, ReportBuilder::Format::Html, ReportBuilder::Format::Xlsx,
                              ReportBuilder::Format::Csv})
        m_format->addItem(QString(), ReportBuilder::suffix(format));
    m_format->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_preview->setOpenLinks(false);

    auto* choices = new QHBoxLayout;
    choices->addWidget(m_languageLabel);
    choices->addWidget(m_language);
    choices->addSpacing(12);
    choices->addWidget(m_formatLabel);
    choices->addWidget(m_format);
    choices->addStretch();
    choices->addWidget(m_refresh);
    choices->addWidget(m_export);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addLayout(choices);
    layout->addWidget(m_status);
    layout->addWidget(m_preview, 1);

    connect(m_language, &QComboBox::currentIndexChanged, this, [this] {
        if (isVisible())
            refresh();
    });
    connect(m_refresh, &QPushButton::clicked, this, &ReportPage::refresh);
    connect(m_export, &QPushButton::clicked, this, &ReportPage::exportReport);
    // Links of the contents jump within the preview.
    connect(m_preview, &QTextBrowser::anchorClicked, this, [this](const QUrl& url) {
        if (url.hasFragment())
            m_preview->scrollToAnchor(url.fragment());
    });
    retranslate();
}

void ReportPage::refresh()
{
    core::ProjectFile* project = m_context.project();
    m_export->setEnabled(project != nullptr);
    if (!project) {
        m_preview->clear();
        m_status->setText(tr("Open or create a project: the report describes one project."));
        return;
    }
    QGuiApplication::setOverrideCursor(Qt::WaitCursor);
    const Report report = ReportBuilder::build(*project, m_language->currentData().toString());
    QTextDocument* document = m_preview->document();
    for (const ReportChart& chart : report.charts)
        document->addResource(QTextDocument::ImageResource, QUrl(QStringLiteral("chart:") + chart.name), chart.image);
    m_preview->setHtml(ReportBuilder::toHtml(report, false));
    QGuiApplication::restoreOverrideCursor();
    m_status->setText(tr("Preview of the report in %1. The PDF has a title page, contents and page numbers.")
                          .arg(m_language->currentText()));
}

bool ReportPage::exportReport()
{
    core::ProjectFile* project = m_context.project();
    if (!project) {
        m_prompts.showError(this, tr("No report"), tr("Open or create a project first; the report describes it."));
        return false;
    }
    const QString language = m_language->currentData().toString();
    const auto format = ReportBuilder::formatFromKey(m_format->currentData().toString());
    if (!format)
        return false;
    const QFileInfo projectFile(project->path());
    const bool worksheet = *format == ReportBuilder::Format::Xlsx || *format == ReportBuilder::Format::Csv;
    const QString suggested = projectFile.absoluteDir().filePath(
        QStringLiteral("%1-%2-%3.%4")
            .arg(projectFile.completeBaseName(), worksheet ? QStringLiteral("worksheet") : QStringLiteral("report"),
                 language, ReportBuilder::suffix(*format)));
    const QString path =
        m_prompts.exportPath(this, tr("Export Report"), suggested,
                             tr("%1 (*.%2)").arg(m_format->currentText(), ReportBuilder::suffix(*format)));
    if (path.isEmpty())
        return false;
    QString error;
    QGuiApplication::setOverrideCursor(Qt::WaitCursor);
    const bool written = ReportBuilder::exportProject(*project, language, *format, path, &error);
    QGuiApplication::restoreOverrideCursor();
    if (!written) {
        m_prompts.showError(this, tr("Report not exported"), error);
        m_status->setText(tr("The report was not exported."));
        return false;
    }
    m_status->setText(tr("Exported %1.").arg(QDir::toNativeSeparators(path)));
    m_context.announceWritten(path);
    try {
        project->setMeta(QString::fromLatin1(kLanguageMetaKey), language);
        project->setMeta(QString::fromLatin1(kFormatMetaKey), ReportBuilder::suffix(*format));
    } catch (const core::StorageError&) {
        // A read-only project (a newer file version) still exports; it only cannot remember the choice.
    }
    return true;
}

void ReportPage::restoreChoices()
{
    core::ProjectFile* project = m_context.project();
    if (!project || project->path() == m_restoredFor)
        return;
    m_restoredFor = project->path();
    const QSignalBlocker blocker(m_language);
    // A project that never exported a report writes it in the language of the user interface.
    const QString language = project->meta(QString::fromLatin1(kLanguageMetaKey));
    m_language->setCurrentIndex(
        std::max(0, m_language->findData(language.isEmpty() ? LanguageManager::current() : language)));
    if (const int index = m_format->findData(project->meta(QString::fromLatin1(kFormatMetaKey))); index >= 0)
        m_format->setCurrentIndex(index);
}

void ReportPage::showEvent(QShowEvent* event)
{
    restoreChoices();
    refresh();
    QWidget::showEvent(event);
}

void ReportPage::changeEvent(QEvent* event)
{
    // Only the page's own texts follow the UI language. The preview is in the report's language, and building
    // it installs that language's translator for a moment, which posts a LanguageChange of its own: rebuilding
    // here would never end.
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void ReportPage::retranslate()
{
    m_intro->setText(tr("The procurement report of this project, from triage to the decision, with the provenance "
                        "of every measurement. It is written in the language of the user interface unless you choose "
                        "another; the project remembers the language of its last export. The worksheet formats "
                        "export the procurement worksheet alone."));
    m_languageLabel->setText(tr("Report language:"));
    m_formatLabel->setText(tr("Format:"));
    m_format->setItemText(0, tr("PDF document"));
    m_format->setItemText(1, tr("HTML page"));
    m_format->setItemText(2, tr("Worksheet as Excel workbook (XLSX)"));
    m_format->setItemText(3, tr("Worksheet as CSV"));
    m_refresh->setText(tr("Refresh Preview"));
    m_export->setText(tr("Export..."));
}

} // namespace fw::app
