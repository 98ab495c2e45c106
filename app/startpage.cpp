// SPDX-License-Identifier: Apache-2.0
#include "startpage.h"

#include "common/objectnames.h"
#include "evidence/procurementprogress.h"
#include "procurementsteps.h"
#include "settings.h"
#include "storage/projectfile.h"
#include "storage/projectidentity.h"
#include "storage/storageerror.h"

#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QFont>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>
#include <memory>

namespace fw::app {

StartPage::StartPage(Settings& settings, QWidget* parent)
    : QWidget(parent), m_settings(settings), m_title(named(new QLabel(this), "startTitle")),
      m_intro(named(new QLabel(this), "startIntro")), m_new(named(new QPushButton(this), "startNew")),
      m_open(named(new QPushButton(this), "startOpen")), m_demo(named(new QPushButton(this), "startDemo")),
      m_recentTitle(named(new QLabel(this), "recentTitle")), m_recent(named(new QListWidget(this), "recentProjects")),
      m_openRecent(named(new QPushButton(this), "openRecent")),
      m_removeRecent(named(new QPushButton(this), "removeRecent")),
      m_stepsTitle(named(new QLabel(this), "recentStepsTitle")), m_steps(named(new QListWidget(this), "recentSteps"))
{
    QFont big = m_title->font();
    big.setPointSizeF(big.pointSizeF() * 1.6);
    big.setBold(true);
    m_title->setFont(big);
    m_intro->setWordWrap(true);
    for (QLabel* heading : {m_recentTitle, m_stepsTitle}) {
        QFont bold = heading->font();
        bold.setBold(true);
        heading->setFont(bold);
        heading->setWordWrap(true);
    }
    m_new->setIcon(steps::themeIcon(this, "document-new", QStyle::SP_FileIcon));
    m_open->setIcon(steps::themeIcon(this, "document-open", QStyle::SP_DialogOpenButton));
    m_demo->setIcon(steps::themeIcon(this, "applications-science", QStyle::SP_DialogHelpButton));
    m_steps->setSelectionMode(QAbstractItemView::NoSelection);
    m_steps->setFocusPolicy(Qt::NoFocus);

    auto* buttons = new QHBoxLayout;
    for (QPushButton* button : {m_new, m_open, m_demo})
        buttons->addWidget(button);
    buttons->addStretch();
    auto* recentButtons = new QHBoxLayout;
    recentButtons->addWidget(m_openRecent);
    recentButtons->addWidget(m_removeRecent);
    recentButtons->addStretch();

    auto* columns = new QGridLayout;
    columns->addWidget(m_recentTitle, 0, 0);
    columns->addWidget(m_recent, 1, 0);
    columns->addLayout(recentButtons, 2, 0);
    columns->addWidget(m_stepsTitle, 0, 1);
    columns->addWidget(m_steps, 1, 1, 2, 1);
    columns->setColumnStretch(0, 1);
    columns->setColumnStretch(1, 1);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(24, 24, 24, 24);
    layout->addWidget(m_title);
    layout->addWidget(m_intro);
    layout->addLayout(buttons);
    layout->addSpacing(12);
    layout->addLayout(columns, 1);

    connect(m_new, &QPushButton::clicked, this, &StartPage::newRequested);
    connect(m_open, &QPushButton::clicked, this, &StartPage::openRequested);
    connect(m_demo, &QPushButton::clicked, this, &StartPage::demoRequested);
    // Enter, a double click (a single one where the desktop opens items so) or Open.
    connect(m_recent, &QListWidget::itemActivated, this, &StartPage::openCurrent);
    connect(m_openRecent, &QPushButton::clicked, this, &StartPage::openCurrent);
    connect(m_removeRecent, &QPushButton::clicked, this, &StartPage::removeCurrent);
    connect(m_recent, &QListWidget::currentRowChanged, this, &StartPage::showSteps);
    // After the change that caused it is done (opening a project from this list changes it, too).
    connect(
        &m_settings, &Settings::changed, this,
        [this](Settings::Key key) {
            if (key == Settings::Key::RecentProjects && isVisible())
                refresh();
        },
        Qt::QueuedConnection);
    retranslate();
    refresh();
}

void StartPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        refresh();
    }
    QWidget::changeEvent(event);
}

void StartPage::retranslate()
{
    m_title->setText(tr("Fabric Workbench"));
    m_intro->setText(tr("A project file holds one procurement: its candidates, evidence, costs and decision. Start "
                        "a new one, open one, or look around the demo project, which is filled with example data."));
    m_new->setText(tr("New Project..."));
    m_open->setText(tr("Open Project..."));
    m_demo->setText(tr("Open the Demo Project"));
    m_recentTitle->setText(tr("Recent projects"));
    m_openRecent->setText(tr("Open"));
    m_removeRecent->setText(tr("Remove from List"));
}

void StartPage::refresh()
{
    const QString chosen = m_recent->currentItem() ? m_recent->currentItem()->data(kPathRole).toString() : QString();
    const QSignalBlocker blocker(m_recent);
    m_recent->clear();
    for (const QString& path : m_settings.recentProjects()) {
        const QFileInfo info(path);
        const bool missing = !info.exists();
        const QString where = QDir::toNativeSeparators(info.absolutePath());
        auto* item = new QListWidgetItem(missing ? tr("%1 (missing)\n%2").arg(info.fileName(), where)
                                                 : tr("%1\n%2").arg(info.fileName(), where),
                                         m_recent);
        item->setData(kPathRole, path);
        item->setData(kMissingRole, missing);
        item->setToolTip(missing ? tr("%1 is no longer there. Remove it from the list, or put the file back.")
                                       .arg(QDir::toNativeSeparators(path))
                                 : QDir::toNativeSeparators(path));
        item->setIcon(missing ? steps::themeIcon(this, "dialog-warning", QStyle::SP_MessageBoxWarning)
                              : steps::themeIcon(this, "text-x-generic", QStyle::SP_FileIcon));
        if (missing)
            item->setForeground(palette().color(QPalette::Disabled, QPalette::Text));
        if (path == chosen)
            m_recent->setCurrentItem(item);
    }
    if (!m_recent->currentItem() && m_recent->count() > 0)
        m_recent->setCurrentRow(0);
    if (m_recent->count() == 0)
        new QListWidgetItem(tr("No recent projects yet."), m_recent);
    showSteps();
}

void StartPage::showSteps()
{
    m_steps->clear();
    QListWidgetItem* current = m_recent->currentItem();
    const QString path = current ? current->data(kPathRole).toString() : QString();
    m_openRecent->setEnabled(!path.isEmpty() && !current->data(kMissingRole).toBool());
    m_removeRecent->setEnabled(!path.isEmpty());
    if (path.isEmpty()) {
        m_stepsTitle->setText(tr("Where a project stands"));
        new QListWidgetItem(tr("Open a project to see its steps here."), m_steps);
        return;
    }
    const QFileInfo file(path);
    m_stepsTitle->setText(tr("Where %1 stands").arg(file.fileName()));
    if (current->data(kMissingRole).toBool()) {
        new QListWidgetItem(tr("The file is missing."), m_steps);
        return;
    }
    core::ProcurementProgress progress;
    try {
        const std::unique_ptr<core::ProjectFile> project = core::ProjectFile::open(path);
        progress = core::ProgressReader::read(*project);
        // A named procurement is shown by its name and buyer, its file beneath; an older one by its file name.
        const core::ProjectIdentity identity = core::readProjectIdentity(*project);
        if (!identity.name.isEmpty()) {
            const QString title = identity.organisation.isEmpty()
                                      ? identity.name
                                      : tr("%1 (%2)").arg(identity.name, identity.organisation);
            m_stepsTitle->setText(tr("Where %1 stands").arg(title));
            current->setText(
                tr("%1\n%2 in %3").arg(title, file.fileName(), QDir::toNativeSeparators(file.absolutePath())));
        }
    } catch (const core::StorageError& error) {
        auto* item = new QListWidgetItem(tr("Cannot read it: %1").arg(error.message()), m_steps);
        item->setToolTip(error.message());
        return;
    }
    for (int i = 0; i < int(core::ProcurementStep::Count); ++i) {
        const auto step = core::ProcurementStep(i);
        const core::StepProgress& state = progress[std::size_t(i)];
        QString text = tr("%1. %2").arg(i + 1).arg(steps::stateLine(step, state));
        // The first thing still missing, under a step that needs work; the tooltip has the whole checklist.
        if (state.needsWork && !state.missing.isEmpty())
            text += QLatin1Char('\n') + tr("Still missing: %1").arg(state.missing.constFirst());
        auto* item = new QListWidgetItem(steps::icon(this, step), text, m_steps);
        QFont font = item->font();
        font.setBold(state.needsWork);
        item->setFont(font);
        item->setToolTip(steps::checklist(step, state));
    }
}

void StartPage::openCurrent()
{
    QListWidgetItem* current = m_recent->currentItem();
    if (!current || current->data(kPathRole).toString().isEmpty())
        return;
    // Once the list's own signal is done: opening a project refreshes this list.
    const QString path = current->data(kPathRole).toString();
    QMetaObject::invokeMethod(
        this, [this, path] { emit openRecentRequested(path); }, Qt::QueuedConnection);
}

void StartPage::removeCurrent()
{
    QListWidgetItem* current = m_recent->currentItem();
    if (!current || current->data(kPathRole).toString().isEmpty())
        return;
    m_settings.removeRecentProject(current->data(kPathRole).toString());
    refresh();
}

} // namespace fw::app
